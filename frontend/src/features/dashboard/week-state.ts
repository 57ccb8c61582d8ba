import type { Game } from '@shared/game';
import { ordinal } from '@shared/ordinal';
import { recordOf } from '@shared/record';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';

/** Where the week stands for the dashboard's banner. */
export type WeekState = 'loading' | 'open' | 'paused' | 'final';

/**
 * Final once every game of the week is final (whatever the pick switch says); otherwise paused
 * while the admin has turned picks off, else open with a deadline.
 */
export const weekState = (
  games: readonly Game[] | undefined,
  picksEnabled: string | null | undefined,
): WeekState => {
  if (games === undefined || picksEnabled === undefined) return 'loading';
  if (games.length > 0 && games.every((game) => game.isCompleted)) return 'final';
  return picksEnabled === 'true' ? 'open' : 'paused';
};

export interface WeekResult {
  title: string;
  detail: string;
}

/**
 * The player's week once every game is final: "Week 15 final: 9-7, 3rd of 13" when their picks are
 * graded, a wait for grading before that, or that they had no picks in it.
 */
export const weekResult = (
  week: number,
  entries: readonly WeeklyLeaderboardEntry[],
  userId: string,
  players: number,
): WeekResult => {
  const mine = entries.find((entry) => entry.userId === userId);
  if (!mine || mine.totalPicks === 0) {
    return { title: `Week ${week} is final`, detail: 'You made no picks this week.' };
  }
  if (mine.gradedPicks < mine.totalPicks) {
    return { title: `Week ${week} is final`, detail: 'Your result shows once your picks are graded.' };
  }
  return {
    title: `Week ${week} final: ${recordOf(mine)}, ${ordinal(mine.rank)} of ${players}`,
    detail: 'Every game is final and graded.',
  };
};

/** True once any pick of the week has been graded: before that there are no leaders and no ranks. */
export const anyGraded = (entries: readonly WeeklyLeaderboardEntry[]): boolean =>
  entries.some((entry) => entry.gradedPicks > 0);
