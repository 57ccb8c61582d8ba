import * as z from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from '../name-characters';
import type { SurvivorCounts, SurvivorPoolInfo, TeamShare } from '../survivor';
import { WEEK6_MAX_ENTRIES } from '../survivor';
import type { TeamSummary } from '../team';
import { seasonParams } from './seasons';
import { weekNumber } from './weeks';

/*
 * The survivor and Week 6 API: request bodies (zod) and the shapes the routes answer.
 * Entry ids carry their pool ("standard.3f9c2a1b7d4e"), so any route can read an entry by id.
 */

const entryIdMessage = 'entryId must be an entry id';
export const entryId = z
  .string({ error: entryIdMessage })
  .regex(/^[a-z0-9-]{1,24}\.[a-z0-9]{6,24}$/, entryIdMessage);

const teamIdMessage = 'pickedTeamId must be a team id';
const pickedTeamId = z.number({ error: teamIdMessage }).int(teamIdMessage).positive(teamIdMessage);

export const survivorPickBody = z.object({ entryId, pickedTeamId, week: weekNumber });
export type SurvivorPickInput = z.infer<typeof survivorPickBody>;

export const entryIdParams = z.object({ entryId });
export const entryWeekParams = z.object({
  entryId,
  week: z
    .string()
    .regex(/^\d+$/, 'week must be a whole number from 1 to 18')
    .transform(Number)
    .pipe(weekNumber),
});
export const deleteEntryParams = z.object({ id: entryId });

const countMessage = `count must be a whole number from 1 to ${WEEK6_MAX_ENTRIES}`;
export const week6RegisterBody = z.object({
  count: z
    .number({ error: countMessage })
    .int(countMessage)
    .min(1, countMessage)
    .max(WEEK6_MAX_ENTRIES, countMessage),
});

export const createWeek6EntryBody = z.object({
  poolId: z.string({ error: 'poolId is required' }).min(1, 'poolId is required').max(24),
  entryName: z
    .string({ error: 'Please enter an entry name' })
    .trim()
    .min(1, 'Please enter an entry name')
    .max(40, 'Entry names are at most 40 characters')
    .refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage('entryName')),
});

export const finalizeWeekBody = z.object({ week: weekNumber });

export const survivorOverrideBody = survivorPickBody;

/** A season the pool played before, to read its pools (`?season=2025`); absent: the season played. */
const playedSeason = seasonParams.shape.season.optional();

/** GET /api/survivor/results?poolId=standard&maxWeek=15 (`&season=2025`: a season played before). */
export const survivorResultsQuery = z.object({
  poolId: z.string().min(1).max(24).default('standard'),
  maxWeek: z
    .string()
    .regex(/^\d+$/, 'maxWeek must be a whole number from 1 to 18')
    .transform(Number)
    .pipe(weekNumber)
    .optional(),
  season: playedSeason,
});

/** GET /api/survivor/pools (`?season=2025`: the pools of a season played before). */
export const survivorPoolsQuery = z.object({ season: playedSeason });

export type SurvivorPool = SurvivorPoolInfo;

/** A pick of one of the viewer's own entries (or any entry, for an admin). */
export interface SurvivorPick {
  id: string;
  entryId: string;
  week: number;
  pickedTeamId: number;
  team: TeamSummary;
  isCorrect: boolean | null;
  isFinalized: boolean;
  /** The picked team's kickoff: the pick may change until then (unless the week is finalized). */
  lockAt: string;
}

/** An entry as its owner sees it, with every pick of its own. */
export interface SurvivorEntry {
  id: string;
  poolId: string;
  kind: SurvivorPool['kind'];
  /** The owner's name for a Week 6 entry; null for standard and late entries. */
  entryName: string | null;
  /** What the entry shows: its name, else "Entry N". */
  displayName: string;
  isEliminated: boolean;
  eliminatedInWeek: number | null;
  firstWeek: number;
  createdAt: string;
  pool: { name: string; entryFee: number | null };
  picks: SurvivorPick[];
}

/** GET /api/survivor/entry: the player's standard or late-entry entry, or why there is none. */
export interface MySurvivorEntry {
  entry: SurvivorEntry | null;
  /** Set when there is no entry: the player signed up after both pools started. */
  message: string | null;
}

export interface UsedTeam {
  week: number;
  teamId: number;
  team: TeamSummary;
}

export interface SurvivorStats {
  standard: SurvivorCounts;
  lateEntry: SurvivorCounts;
}

/** A cell of the results grid; hidden (absent) while the pick's game has not started, except to its owner and admins. */
export interface SurvivorGridPick {
  teamId: number;
  teamAbbreviation: string;
  isCorrect: boolean | null;
}

export interface SurvivorResultsRow {
  entryId: string;
  userId: string;
  user: { displayName: string };
  /** A Week 6 entry's name as its owner sees it (its own, else "Entry N"); null for standard and late entries. */
  entryName: string | null;
  isEliminated: boolean;
  eliminatedInWeek: number | null;
  picks: Record<number, SurvivorGridPick>;
}

/** GET /api/survivor/results: one pool's standings grid, its stats, pick shares and the field by week. */
export interface SurvivorPoolResults {
  pool: SurvivorPool;
  stats: SurvivorCounts;
  /**
   * What the winner takes, in the pool's currency: the late entries' fees for the late-entry group
   * (shared/money/amounts.ts lateEntryPrizeCents), entries x fee for Week 6 pools, null for the
   * standard pool (its prize is the rules' survivor winner).
   */
  prizePool: string | null;
  weeks: number[];
  rows: SurvivorResultsRow[];
  /** Per week shown, how the alive entries picked (started games only). */
  distribution: { week: number; alive: number; teams: (TeamShare & { teamAbbreviation: string })[] }[];
  field: { week: number; alive: number }[];
}

/** POST /api/week6/entries/register and /api/week6/register. */
export interface Week6Registration {
  message: string;
  entries: SurvivorEntry[];
}

/** GET /api/admin/survivor/picks?week=n: every survivor pick of the week, across pools. */
export interface AdminSurvivorPick {
  entryId: string;
  poolId: string;
  poolName: string;
  userId: string;
  user: { displayName: string };
  entryName: string | null;
  pickedTeamId: number;
  team: TeamSummary;
  isFinalized: boolean;
}

export interface AdminSurvivorPicks {
  week: number;
  isFinalized: boolean;
  picks: AdminSurvivorPick[];
}
