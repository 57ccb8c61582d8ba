import * as z from 'zod';
import { decimalDigits } from './path-params';

/*
 * The pool's seasons: the one it plays and the archive of each that ended (GET /api/seasons,
 * GET /api/seasons/{season}), the admin's start of the next one (POST /api/admin/season/next) and
 * the end of a season before its last game (GET and POST /api/admin/season/end-early).
 */

const yearRange = 'season must be a year from 2000 to 2100';
const seasonYear = z
  .number({ error: 'season must be a number' })
  .int('season must be a whole number')
  .min(2000, yearRange)
  .max(2100, yearRange);

/** A season in a path: `2025`, digits only. */
export const seasonParams = z.object({
  season: decimalDigits(yearRange).transform(Number).pipe(seasonYear),
});

/** POST /api/admin/season/next. */
export const startNextSeasonBody = z.strictObject({ season: seasonYear });

/** POST /api/admin/season/end-early: the year the admin typed, which must be the season the pool plays. */
export const endSeasonEarlyBody = z.strictObject({
  confirmSeason: z
    .number({ error: 'confirmSeason must be the season year as a number' })
    .int('confirmSeason must be a whole number'),
});

export interface ArchivedStanding {
  rank: number;
  userId: string;
  name: string;
  correctPicks: number;
  wins: number;
  losses: number;
  pushes: number;
}

/** A graded week's winner: first by the standings' order (ties broken as the spec says). */
export interface ArchivedWeekWinner {
  week: number;
  userId: string;
  name: string;
  correctPicks: number;
}

export interface ArchivedEntry {
  userId: string;
  name: string;
  entryName: string | null;
}

/**
 * A survivor pool at the season's end. `finalists` are the entries still alive, or, when none is,
 * the ones that went out last (together, in `lastWeek`). One alive is the winner.
 */
export interface ArchivedSurvivorPool {
  poolId: string;
  name: string;
  kind: 'standard' | 'late' | 'week6';
  entries: number;
  alive: number;
  outcome: 'winner' | 'alive' | 'last-out' | 'no-entries';
  finalists: ArchivedEntry[];
  /** The week the last entries went out (outcome last-out), else null. */
  lastWeek: number | null;
}

/** A survivor pool whose winner is not decided yet. */
export interface UndecidedSurvivorPool {
  poolId: string;
  name: string;
  kind: 'standard' | 'late' | 'week6';
  alive: number;
}

/** What a season that ends now leaves undecided; all empty once every game is final. */
export interface UndecidedResults {
  /** Regular-season games not final (postponed and canceled games are never graded: not counted). */
  gamesNotFinal: number;
  /** The weeks with a game not final: no weekly winner. */
  weeks: number[];
  /** Season 1st and 2nd place. */
  seasonPrizes: boolean;
  survivorPools: UndecidedSurvivorPool[];
}

/** A season the admin ended before its last game, and what it left undecided then. */
export interface SeasonEndedEarly {
  endedAt: string;
  undecided: UndecidedResults;
}

export interface SeasonArchive {
  season: number;
  archivedAt: string;
  standings: ArchivedStanding[];
  /** Only weeks whose every game is final. */
  weekWinners: ArchivedWeekWinner[];
  survivorPools: ArchivedSurvivorPool[];
  /** Set when the admin ended the season early (absent on archives of seasons played out). */
  endedEarly?: SeasonEndedEarly;
}

/** GET /api/admin/season/end-early: whether the season the pool plays is over, or ended early, and what stays undecided. */
export interface SeasonEndState {
  season: number;
  /** Every regular-season game is final: the next season may start. */
  over: boolean;
  endedEarly: SeasonEndedEarly | null;
  /** What ending the season now would leave undecided (what it left, once ended early). */
  undecided: UndecidedResults;
}

export interface SeasonList {
  /** The season the pool plays now. */
  current: number;
  /** Every season, newest first; past ones have an archive. */
  seasons: { season: number; current: boolean }[];
}

/** POST /api/admin/season/end-early. */
export interface SeasonEndedResult {
  message: string;
  season: number;
  endedEarly: SeasonEndedEarly;
}

export interface NextSeasonResult {
  message: string;
  season: number;
  previous: number;
  /** What the new season was given: teams and games loaded, players enrolled in its survivor pool. */
  teams: number;
  games: number;
  enrolled: number;
}
