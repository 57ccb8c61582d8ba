export const adminSections = [
  { value: 'data-sync', label: 'Data Sync' },
  { value: 'pool-settings', label: 'Pool Settings' },
  { value: 'squares', label: 'Squares' },
  { value: 'survivor', label: 'Survivor' },
  { value: 'content', label: 'Content' },
  { value: 'override-picks', label: 'Override Picks' },
  { value: 'testing', label: 'Testing' },
  { value: 'users', label: 'Users' },
  { value: 'money', label: 'Money' },
  { value: 'audit', label: 'Audit' },
  { value: 'outbox', label: 'Outbox' },
] as const;

export type AdminSection = (typeof adminSections)[number]['value'];

/** The section named in the address, else Data Sync (spec section 2). */
export const chosenSection = (requested: string | null): AdminSection =>
  adminSections.find((section) => section.value === requested)?.value ?? 'data-sync';
