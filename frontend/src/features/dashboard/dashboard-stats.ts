import type { Game } from '@shared/game';
import { ordinal } from '@shared/ordinal';
import { recordOf } from '@shared/record';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import type { MySurvivorEntry, SurvivorStats } from '@shared/schemas/survivor';
import { type PickLineFormats, survivorPickLine } from '@/features/dashboard/survivor-pick-line';

export const NO_RANK_YET = 'No rank yet';

/**
 * "3rd of 14" for a player with graded picks this week; "No rank yet" before any of their picks
 * is graded (everyone would be level at 0-0); "No picks yet" without picks. `entries` is a page of
 * the board with the player's own row; `players` the whole board's count.
 */
export const weeklyRankText = (
  entries: readonly WeeklyLeaderboardEntry[],
  userId: string,
  players: number,
): string => {
  const mine = entries.find((entry) => entry.userId === userId);
  if (!mine || mine.totalPicks === 0) return 'No picks yet';
  if (mine.gradedPicks === 0) return NO_RANK_YET;
  return `${ordinal(mine.rank)} of ${players}`;
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

/** This week's games and the entry's first week's games (undefined while loading), at the server's clock. */
export interface SurvivorWeek {
  week: number;
  games: readonly Game[] | undefined;
  firstWeekGames: readonly Game[] | undefined;
  nowMs: number;
}

/**
 * The survivor card: "Alive" with the entry's pick and its lock, no pick yet and the next lock, or
 * when its first pick opens; "Eliminated" with the week it fell; each with the players left in the
 * player's pool. No entry this season says so.
 */
export const survivorStatus = (
  mine: MySurvivorEntry,
  stats: SurvivorStats,
  { week, games, firstWeekGames, nowMs }: SurvivorWeek,
  formats?: PickLineFormats,
): SurvivorStatus => {
  const { entry } = mine;
  if (!entry) return { value: 'No entry', help: 'Joined after the pools started' };
  const left = entry.kind === 'late' ? stats.lateEntry.alive : stats.standard.alive;
  const leftText = `${left} ${left === 1 ? 'player' : 'players'} left`;
  if (entry.isEliminated)
    return { value: 'Eliminated', help: `Out in Week ${entry.eliminatedInWeek} · ${leftText}` };
  const pickLine = survivorPickLine(entry, week, games, firstWeekGames, nowMs, formats);
  return { value: 'Alive', help: `${pickLine} · ${leftText}` };
};
