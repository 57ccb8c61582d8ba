import * as z from 'zod';
import { decimalDigits } from './path-params';

/*
 * The pool's seasons: the one it plays and the archive of each that ended (GET /api/seasons,
 * GET /api/seasons/{season}), and the admin's start of the next one (POST /api/admin/season/next).
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

export interface SeasonArchive {
  season: number;
  archivedAt: string;
  standings: ArchivedStanding[];
  weekWinners: ArchivedWeekWinner[];
  survivorPools: ArchivedSurvivorPool[];
}

export interface SeasonList {
  /** The season the pool plays now. */
  current: number;
  /** Every season, newest first; past ones have an archive. */
  seasons: { season: number; current: boolean }[];
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
