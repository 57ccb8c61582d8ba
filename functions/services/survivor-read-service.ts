import { LAST_WEEK } from '../../shared/game';
import { amountText } from '../../shared/money/amount-text';
import { fromCents, lateEntryPrizeCents, moneyAmountsOf, toCents } from '../../shared/money/amounts';
import type { MoneyAmounts } from '../../shared/schemas/money';
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
  isPickPublic,
  LATE_POOL_ID,
  lastPlayedWeek,
  pickDistribution,
  STANDARD_POOL_ID,
  type SurvivorPoolInfo,
  survivorCounts,
  survivorMessages,
  week6EntryNames,
} from '../../shared/survivor';
import { hasFullAppAccess, type User } from '../../shared/user';
import { now } from '../lib/clock';
import { readSettings } from '../lib/data/settings-repository';
import { listUserEntries, readPool, type StoredEntry } from '../lib/data/survivor-repository';
import { listWeek6Pools } from '../lib/data/week6-pool-repository';
import { notFound } from '../lib/domain-errors';
import { SharedBody } from '../lib/http/shared-body';
import type { Viewer } from '../lib/public-user';
import { viewCache } from '../lib/view-cache';
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

/**
 * The player's standard or late-entry entry (one GSI Query, with the games versions for its grade),
 * or why there is none. `entries` is `listUserEntries` of the player when already started (with the
 * session check, so its games versions share the session's read).
 */
export const mySurvivorEntry = async (
  user: User,
  entries: Promise<StoredEntry[]> = listUserEntries(user.id),
): Promise<MySurvivorEntry> => {
  const entry = (await entries).find((candidate) => candidate.kind !== 'week6');
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

const poolInfo = (
  poolId: string,
  entries: readonly StoredEntry[],
  lateStart: number,
  week6Pools: readonly SurvivorPoolInfo[],
): SurvivorPoolInfo => {
  if (poolId === STANDARD_POOL_ID) return standardPool();
  if (poolId === LATE_POOL_ID) {
    return latePool(
      entries.length
        ? entries.reduce((first, entry) => Math.min(first, entry.firstWeek), Number.POSITIVE_INFINITY)
        : lateStart,
    );
  }
  const pool = week6Pools.find((candidate) => candidate.id === poolId);
  if (!pool) throw notFound('No such survivor pool');
  return pool;
};

/** What the pool's winner takes, as the ledger pays it, in the pool's currency. */
const prizePoolOf = (pool: SurvivorPoolInfo, entries: number, amounts: MoneyAmounts): string | null => {
  if (pool.kind === 'late')
    return amountText(fromCents(lateEntryPrizeCents(amounts, entries)), amounts.currency);
  if (pool.kind === 'week6' && pool.entryFee !== null)
    return amountText(fromCents(entries * toCents(pool.entryFee)), amounts.currency);
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

const rowOf = (
  entry: StoredEntry,
  weeks: readonly number[],
  label: ReadonlyMap<string, string>,
  maySee: boolean,
  at: Date,
): SurvivorResultsRow => {
  const picks: SurvivorResultsRow['picks'] = {};
  for (const week of weeks) {
    const pick = entry.picks[week];
    if (pick && (maySee || isPickPublic(pick, at))) {
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
};

/** A pool's results as everyone but the owners sees them (or as admins see them), built once per key. */
interface ResultsView {
  results: SurvivorPoolResults;
  /** The entry of each row, and each row as JSON. */
  rowEntries: StoredEntry[];
  rowTexts: string[];
  /** The rows of each owner's entries. */
  rowsOf: ReadonlyMap<string, number[]>;
  /** The results but their rows, as JSON. */
  restText: string;
  body: SharedBody;
  weeks: number[];
  label: ReadonlyMap<string, string>;
}

const buildResultsView = (
  entries: readonly StoredEntry[],
  pool: SurvivorPoolInfo,
  maxWeek: number | undefined,
  asAdmin: boolean,
  at: Date,
  amounts: MoneyAmounts,
): ResultsView => {
  const lastWeek = Math.min(maxWeek ?? lastPlayedWeek(entries, pool.startWeek), LAST_WEEK);
  const weeks = Array.from(
    { length: Math.max(0, lastWeek - pool.startWeek + 1) },
    (_, i) => pool.startWeek + i,
  );
  const label = week6Labels([...entries]);
  const rowEntries = [...entries].sort(byStanding);
  const rows = rowEntries.map((entry) => rowOf(entry, weeks, label, asAdmin, at));
  const rowsOf = new Map<string, number[]>();
  for (const [i, entry] of rowEntries.entries()) {
    rowsOf.set(entry.userId, [...(rowsOf.get(entry.userId) ?? []), i]);
  }
  const abbreviations = new Map(
    entries.flatMap((entry) => Object.values(entry.picks).map((p) => [p.teamId, p.team.abbreviation])),
  );
  const distribution = weeks
    .map((week) => ({
      week,
      alive: entries.filter((entry) => aliveGoingInto(entry, week)).length,
      teams: pickDistribution([...entries], week, at).map((share) => ({
        ...share,
        teamAbbreviation: abbreviations.get(share.teamId) ?? String(share.teamId),
      })),
    }))
    .filter((week) => week.teams.length > 0);
  const rest = {
    pool,
    stats: survivorCounts(entries),
    prizePool: prizePoolOf(pool, entries.length, amounts),
    weeks,
    distribution,
    field: fieldByWeek(entries, pool.startWeek, lastWeek),
  };
  const rowTexts = rows.map((row) => JSON.stringify(row));
  const restText = JSON.stringify(rest);
  return {
    results: { ...rest, rows },
    rowEntries,
    rowTexts,
    rowsOf,
    restText,
    body: new SharedBody(resultsText(rowTexts, restText)),
    weeks,
    label,
  };
};

const resultsText = (rowTexts: readonly string[], restText: string) =>
  `{"rows":[${rowTexts.join(',')}],${restText.slice(1)}`;

/** The kickoffs of a pool's picks, in order: how many have passed says which picks anyone may see. */
const kickoffsOf = new WeakMap<readonly StoredEntry[], number[]>();

const kickoffsPassed = (entries: readonly StoredEntry[], at: Date): number => {
  let kickoffs = kickoffsOf.get(entries);
  if (!kickoffs) {
    const distinct = new Set(
      entries.flatMap((entry) => Object.values(entry.picks).map((p) => Date.parse(p.lockAt))),
    );
    kickoffs = [...distinct].sort((a, b) => a - b);
    kickoffsOf.set(entries, kickoffs);
  }
  let passed = 0;
  while (passed < kickoffs.length && (kickoffs[passed] as number) <= at.getTime()) passed += 1;
  return passed;
};

const resultsViews = viewCache<ResultsView>(16);

/**
 * One pool's grid, stats, pick shares and field, as the viewer may see it: a pick shows once its
 * game has kicked off, always to its owner and to admins. The pool, the settings and the Week 6
 * pools are one batched version read while this process holds them; the results are built once per
 * version and number of kickoffs passed, and only the viewer's own rows are built for them.
 */
const poolResultsFor = async (
  viewer: Viewer,
  poolId: string,
  maxWeek?: number,
): Promise<{ results: SurvivorPoolResults; body: SharedBody | string }> => {
  const [read, lateStart, week6Pools, settings] = await Promise.all([
    readPool(poolId),
    lateEntryStartWeek(),
    listWeek6Pools(),
    readSettings(),
  ]);
  const pool = poolInfo(poolId, read.entries, lateStart, week6Pools);
  const amounts = moneyAmountsOf(settings.value.money);
  const at = now();
  const key = [
    poolId,
    read.version,
    read.gamesKey,
    maxWeek ?? '',
    kickoffsPassed(read.entries, at),
    viewer.isAdmin,
    JSON.stringify(pool),
    JSON.stringify([amounts.currency, amounts.survivorEntry]),
  ].join(':');
  const view = resultsViews(key, () =>
    buildResultsView(read.entries, pool, maxWeek, viewer.isAdmin, at, amounts),
  );
  const own = viewer.isAdmin ? undefined : view.rowsOf.get(viewer.id);
  if (!own) return { results: view.results, body: view.body };
  // The viewer's own rows, with their picks of games still open; most often the same as everyone's.
  const ownRows = own.map((i) => {
    const row = rowOf(view.rowEntries[i] as StoredEntry, view.weeks, view.label, true, at);
    return { i, row, text: JSON.stringify(row) };
  });
  if (ownRows.every(({ i, text }) => view.rowTexts[i] === text))
    return { results: view.results, body: view.body };
  const rows = [...view.results.rows];
  const rowTexts = [...view.rowTexts];
  for (const { i, row, text } of ownRows) {
    rows[i] = row;
    rowTexts[i] = text;
  }
  return { results: { ...view.results, rows }, body: resultsText(rowTexts, view.restText) };
};

export const poolResults = async (
  viewer: Viewer,
  poolId: string,
  maxWeek?: number,
): Promise<SurvivorPoolResults> => (await poolResultsFor(viewer, poolId, maxWeek)).results;

/** GET /api/survivor/results as JSON: shared by every viewer but in the rows of their own entries. */
export const poolResultsBody = async (
  viewer: Viewer,
  poolId: string,
  maxWeek?: number,
): Promise<SharedBody | string> => (await poolResultsFor(viewer, poolId, maxWeek)).body;
