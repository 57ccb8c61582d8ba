import type { PublicUser } from './users';

export interface MnfTiebreakerResult {
  predictedTotal: number | null;
  actualTotal: number | null;
  difference: number | null;
}

/**
 * A prize of the board the row's player takes as the standings stand (shared/money/winnings.ts,
 * what the ledger pays): its place, how many share it, and whether only the user id decided it.
 */
export interface BoardPrize {
  place: 1 | 2;
  shares: number;
  byUserId: boolean;
}

export interface WeeklyLeaderboardEntry {
  userId: string;
  user: PublicUser;
  correctPicks: number;
  totalPicks: number;
  /** The record: picks that covered, that did not, and pushes (pending picks are in none). */
  wins: number;
  losses: number;
  pushes: number;
  gradedPicks: number;
  rank: number;
  mnfTiebreaker: MnfTiebreakerResult;
  tiebreakerScore: number | null;
  tiebreakerDiff: number | null;
  /** Average MNF difference over graded weeks up to and including this one. */
  avgTiebreakerToDate: number | null;
  avgTiebreakerScore: number | null;
  /** Correct picks so far plus picks of games still to play and games not kicked off (shared/week-outlook.ts). */
  maxCorrect: number;
  /** Whether some ending of the games still to play puts the player first; null once none is left. */
  canStillWin: boolean | null;
  /** The week's prize (place 1), or null. */
  prize: BoardPrize | null;
}

export interface SeasonLeaderboardEntry {
  userId: string;
  user: PublicUser;
  correctPicks: number;
  totalPicks: number;
  /** The record: picks that covered, that did not, and pushes (pending picks are in none). */
  wins: number;
  losses: number;
  pushes: number;
  gradedPicks: number;
  winPercentage: number;
  weeksPlayed: number;
  rank: number;
  avgTiebreakerScore: number | null;
  /** Cumulative correct picks after each graded week, for the season chart. */
  cumulativeByWeek: { week: number; correctPicks: number }[];
  /** Season 1st or 2nd place, or null. */
  prize: BoardPrize | null;
}
