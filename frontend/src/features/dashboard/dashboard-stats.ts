import { recordOf } from '@shared/record';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import type { MySurvivorEntry, SurvivorStats } from '@shared/schemas/survivor';
import { ordinal } from '@/lib/ordinal';

export const NO_RANK_YET = 'No rank yet';

/**
 * "3rd of 14" for a player with graded picks this week; "No rank yet" before any of their picks
 * is graded (everyone would be level at 0-0); "No picks yet" without picks.
 */
export const weeklyRankText = (entries: readonly WeeklyLeaderboardEntry[], userId: string): string => {
  const mine = entries.find((entry) => entry.userId === userId);
  if (!mine || mine.totalPicks === 0) return 'No picks yet';
  if (mine.gradedPicks === 0) return NO_RANK_YET;
  return `${ordinal(mine.rank)} of ${entries.length}`;
};

export interface SeasonSummary {
  record: string;
  /** "54.2%", or null before any graded pick. */
  winRate: string | null;
}

/** The player's season record ("117-91-1") and win rate. */
export const seasonSummary = (entries: readonly SeasonLeaderboardEntry[], userId: string): SeasonSummary => {
  const mine = entries.find((entry) => entry.userId === userId);
  if (!mine) return { record: '0-0', winRate: null };
  return {
    record: recordOf(mine),
    winRate: mine.totalPicks > 0 ? `${mine.winPercentage.toFixed(1)}%` : null,
  };
};

export interface SurvivorStatus {
  value: string;
  help: string;
}

/**
 * The survivor card: "Alive" or "Eliminated" with the players left in the player's pool, a pick
 * still needed this week or the week the entry starts, or no entry this season.
 */
export const survivorStatus = (mine: MySurvivorEntry, stats: SurvivorStats, week: number): SurvivorStatus => {
  const { entry } = mine;
  if (!entry) return { value: 'No entry', help: 'Joined after the pools started' };
  const left = entry.kind === 'late' ? stats.lateEntry.alive : stats.standard.alive;
  const leftText = `${left} ${left === 1 ? 'player' : 'players'} left`;
  if (entry.isEliminated)
    return { value: 'Eliminated', help: `Out in Week ${entry.eliminatedInWeek} · ${leftText}` };
  if (week < entry.firstWeek)
    return { value: 'Alive', help: `Starts in Week ${entry.firstWeek} · ${leftText}` };
  const needsPick = !entry.picks.some((pick) => pick.week === week);
  return { value: 'Alive', help: needsPick ? `Pick needed for Week ${week} · ${leftText}` : leftText };
};
