import { defaultSettings } from '@shared/settings';

/** The push rule setting in words; anything but 'win' is the default, a loss. */
export const pushRuleText = (setting: string | null): string =>
  `A push (your team lands exactly on the spread) counts as a ${setting === 'win' ? 'win' : 'loss'}.`;

/** The late-entry survivor group's first week from its setting, else the default week. */
export const lateEntryWeek = (setting: string | null): number => {
  const week = Number(setting);
  return Number.isInteger(week) && week >= 1 && week <= 18
    ? week
    : Number(defaultSettings.late_entry_start_week);
};
