import { LAST_WEEK } from '../../shared/game';
import type {
  MySurvivorEntry,
  SurvivorEntry,
  SurvivorPick,
  SurvivorPoolResults,
  SurvivorResultsRow,
  SurvivorStats,
  UsedTeam,
} from '../../shared/schemas/survivor';
import {
  aliveGoingInto,
  fieldByWeek,
  hasPickStarted,
  LATE_POOL_ID,
  pickDistribution,
  STANDARD_POOL_ID,
  type SurvivorPoolInfo,
  survivorCounts,
  survivorMessages,
  week6EntryNames,
} from '../../shared/survivor';
import { hasFullAppAccess, type User } from '../../shared/user';
import { now } from '../lib/clock';
import { listUserEntries, listWeek6Pools, readPool, type StoredEntry } from '../lib/data/survivor-repository';
import { notFound } from '../lib/http/errors';
import type { Viewer } from '../lib/public-user';
import {
  type EntryRoute,
  entryFor,
  lateEntryStartWeek,
  latePool,
  presentEntry,
  presentPick,
  standardPool,
} from './survivor-pick-service';

const poolOfKind = (entry: StoredEntry): SurvivorPoolInfo =>
  entry.kind === 'late' ? latePool(entry.firstWeek) : standardPool();

/** The player's standard or late-entry entry (one GSI Query), or why there is none. */
export const mySurvivorEntry = async (user: User): Promise<MySurvivorEntry> => {
  const entry = (await listUserEntries(user.id)).find((candidate) => candidate.kind !== 'week6');
  if (entry) return { entry: presentEntry(entry, poolOfKind(entry)), message: null };
  return { entry: null, message: hasFullAppAccess(user) ? survivorMessages.joinedLate : null };
};

/** An admin's look at a player's standard or late-entry entry. */
export const survivorEntryOfUser = async (userId: string): Promise<SurvivorEntry | null> => {
  const entry = (await listUserEntries(userId)).find((candidate) => candidate.kind !== 'week6');
  return entry ? presentEntry(entry, poolOfKind(entry)) : null;
};

/** Teams the entry has used, by week. */
export const usedTeamsOf = async (
  actor: Viewer,
  entryId: string,
  route: EntryRoute,
  asAdmin = false,
): Promise<UsedTeam[]> => {
  const entry = await entryFor(actor, entryId, route, asAdmin);
  return Object.entries(entry.picks)
    .map(([week, pick]) => ({ week: Number(week), teamId: pick.teamId, team: pick.team }))
    .sort((a, b) => a.week - b.week);
};

/** The entry's pick of a week, or null. */
export const pickOfWeek = async (
  actor: Viewer,
  entryId: string,
  week: number,
  route: EntryRoute,
  asAdmin = false,
): Promise<SurvivorPick | null> => {
  const entry = await entryFor(actor, entryId, route, asAdmin);
  const pick = entry.picks[week];
  return pick ? presentPick(entry.id, week, pick) : null;
};

/** Alive, eliminated and total entries of the standard pool and the late-entry group. */
export const survivorStats = async (): Promise<SurvivorStats> => {
  const [standard, late] = await Promise.all([readPool(STANDARD_POOL_ID), readPool(LATE_POOL_ID)]);
  return { standard: survivorCounts(standard.entries), lateEntry: survivorCounts(late.entries) };
};

const poolInfo = async (poolId: string, entries: StoredEntry[]): Promise<SurvivorPoolInfo> => {
  if (poolId === STANDARD_POOL_ID) return standardPool();
  if (poolId === LATE_POOL_ID) {
    const firstWeeks = entries.map((entry) => entry.firstWeek);
    return latePool(firstWeeks.length ? Math.min(...firstWeeks) : await lateEntryStartWeek());
  }
  const pool = (await listWeek6Pools()).find((candidate) => candidate.id === poolId);
  if (!pool) throw notFound('No such survivor pool');
  return pool;
};

const prizePoolOf = (pool: SurvivorPoolInfo, entries: number): string | null => {
  if (pool.kind === 'late') return 'TBD';
  if (pool.kind === 'week6' && pool.entryFee !== null)
    return `${(entries * pool.entryFee).toLocaleString('en-US')} points`;
  return null;
};

/** Week 6 entries by the name their owner sees: their own, else "Entry N" by their place among the owner's entries. */
const week6Labels = (entries: StoredEntry[]): Map<string, string> =>
  week6EntryNames(entries.filter((candidate) => candidate.kind === 'week6'));

const byStanding = (a: StoredEntry, b: StoredEntry) =>
  Number(a.isEliminated) - Number(b.isEliminated) ||
  (b.eliminatedInWeek ?? 0) - (a.eliminatedInWeek ?? 0) ||
  a.displayName.localeCompare(b.displayName) ||
  (a.entryName ?? '').localeCompare(b.entryName ?? '') ||
  a.createdAt.localeCompare(b.createdAt);

/**
 * One pool's grid, stats, pick shares and field, as the viewer may see it: a pick shows once its
 * game has kicked off, always to its owner and to admins. The pool is one version read (and one
 * Query when it moved since this process last read it).
 */
export const poolResults = async (
  viewer: Viewer,
  poolId: string,
  maxWeek?: number,
): Promise<SurvivorPoolResults> => {
  const { entries } = await readPool(poolId);
  const pool = await poolInfo(poolId, entries);
  const at = now();
  const lastPicked = Math.max(
    pool.startWeek,
    ...entries.flatMap((entry) => Object.keys(entry.picks).map(Number)),
    ...entries.map((entry) => entry.eliminatedInWeek ?? 0),
  );
  const lastWeek = Math.min(maxWeek ?? lastPicked, LAST_WEEK);
  const weeks = Array.from(
    { length: Math.max(0, lastWeek - pool.startWeek + 1) },
    (_, i) => pool.startWeek + i,
  );
  const label = week6Labels(entries);
  const rows: SurvivorResultsRow[] = [...entries].sort(byStanding).map((entry) => {
    const maySee = entry.userId === viewer.id || viewer.isAdmin;
    const picks: SurvivorResultsRow['picks'] = {};
    for (const week of weeks) {
      const pick = entry.picks[week];
      if (pick && (maySee || hasPickStarted(pick, at))) {
        picks[week] = {
          teamId: pick.teamId,
          teamAbbreviation: pick.team.abbreviation,
          isCorrect: pick.isCorrect,
        };
      }
    }
    return {
      entryId: entry.id,
      userId: entry.userId,
      user: { displayName: entry.displayName },
      entryName: label.get(entry.id) ?? null,
      isEliminated: entry.isEliminated,
      eliminatedInWeek: entry.eliminatedInWeek,
      picks,
    };
  });
  const abbreviations = new Map(
    entries.flatMap((entry) => Object.values(entry.picks).map((p) => [p.teamId, p.team.abbreviation])),
  );
  const distribution = weeks
    .map((week) => ({
      week,
      alive: entries.filter((entry) => aliveGoingInto(entry, week)).length,
      teams: pickDistribution(entries, week, at).map((share) => ({
        ...share,
        teamAbbreviation: abbreviations.get(share.teamId) ?? String(share.teamId),
      })),
    }))
    .filter((week) => week.teams.length > 0);
  return {
    pool,
    stats: survivorCounts(entries),
    prizePool: prizePoolOf(pool, entries.length),
    weeks,
    rows,
    distribution,
    field: fieldByWeek(entries, pool.startWeek, lastWeek),
  };
};
