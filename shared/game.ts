import type { LockReason } from './pick-lock';
import type { TeamSummary } from './team';

export const FIRST_WEEK = 1;
export const LAST_WEEK = 18;
/** The admin sets the current week from 1 to this; sync, game views and scoring take every week. */
export const CURRENT_WEEK_MAX = 17;
/** Player pages and the server fall back to this week when no current week was ever set (spec section 9). */
export const FALLBACK_WEEK = 5;

/** Where a game stands at the sports data provider; postponed and canceled games are not graded. */
export type GameStatus = 'scheduled' | 'in_progress' | 'final' | 'postponed' | 'canceled';

/** A game as stored: scores null until played, spread a string (negative = home favored) or null. */
export interface GameRecord {
  id: string;
  week: number;
  startTime: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  isCompleted: boolean;
  spread: string | null;
  isMnfTiebreaker: boolean;
  /** Absent on games that never came from a provider sync. */
  status?: GameStatus;
  /** While in progress, the quarter (5 and up is overtime) and the game clock ("4:12"), when the provider gives them. */
  period?: number | null;
  clock?: string | null;
}

/** A game as the API returns it, with the teams' names and the server's verdict on its lock. */
export interface Game extends GameRecord {
  gameTime: string;
  homeTeam: TeamSummary;
  awayTeam: TeamSummary;
  /** Null while the game takes picks (server clock and settings); the UI mirrors it. */
  lockReason: LockReason | null;
}

/** The pool's split on a game, shown once it has started. */
export interface PickSplit {
  gameId: string;
  homeCount: number;
  awayCount: number;
  homePercent: number;
  awayPercent: number;
}
