import { LAST_WEEK } from './game';

/** A week stays current until this long after its last kickoff (Monday night into Tuesday morning). */
const WEEK_ROLLOVER_MS = 12 * 60 * 60 * 1000;

/**
 * The current week at an instant: the earliest week whose last kickoff is less than 12 hours
 * ago or still ahead; after the season, the last week.
 */
export const currentWeekAt = (
  now: Date,
  games: ReadonlyArray<{ week: number; startTime: string }>,
): number => {
  const lastKickoff = new Map<number, number>();
  for (const game of games) {
    const kickoff = Date.parse(game.startTime);
    lastKickoff.set(game.week, Math.max(lastKickoff.get(game.week) ?? 0, kickoff));
  }
  const weeks = [...lastKickoff.keys()].sort((a, b) => a - b);
  return weeks.find((week) => (lastKickoff.get(week) ?? 0) + WEEK_ROLLOVER_MS > now.getTime()) ?? LAST_WEEK;
};
