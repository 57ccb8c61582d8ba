import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';

type OutlookEntry = Pick<WeeklyLeaderboardEntry, 'maxCorrect' | 'canStillWin'>;

/** What a weekly standings row says of the games still to play; nothing once the week is over. */
export const weekOutlookText = (entry: OutlookEntry): { upTo: string | null; out: string | null } => {
  if (entry.canStillWin === null) return { upTo: null, out: null };
  return {
    upTo: `Up to ${entry.maxCorrect}`,
    out: entry.canStillWin ? null : 'Out of the running',
  };
};

/** Whether the week has games left to play, as the board tells it. */
export const weekInPlay = (entries: readonly OutlookEntry[]): boolean =>
  entries.some((entry) => entry.canStillWin !== null);
