import type { AutoPickSchedule } from '@shared/schemas/settings';

/**
 * What the default pick is for, as the pool really runs it: the auto-pick fills, at its scheduled
 * time, the games a player has not picked that have not kicked off yet; it does nothing while the
 * admin has it turned off. Undefined while the schedule is not known.
 */
export const defaultPickHelp = (schedule: AutoPickSchedule | undefined): string => {
  if (!schedule) return 'The auto-pick uses it for games you have not picked.';
  if (!schedule.enabled)
    return 'The admin has turned the auto-pick off, so a game you do not pick stays unpicked. Your choice is kept for when it is back on.';
  return `The auto-pick runs ${schedule.scheduleText}: every game you have not picked by then that has not kicked off gets this side. A game that starts earlier stays unpicked.`;
};
