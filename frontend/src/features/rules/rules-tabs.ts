export const rulesTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'weekly-pool', label: 'Weekly Pool' },
  { value: 'survivor', label: 'Survivor' },
  { value: 'squares', label: 'Squares' },
  { value: 'prizes', label: 'Prizes and Fees' },
] as const;

export type RulesTab = (typeof rulesTabs)[number]['value'];

/** The tab named in the address, else Overview. */
export const chosenRulesTab = (requested: string | null): RulesTab =>
  rulesTabs.find((tab) => tab.value === requested)?.value ?? 'overview';
