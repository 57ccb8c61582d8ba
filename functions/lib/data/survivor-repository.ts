import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FIRST_WEEK, LAST_WEEK } from '../../../shared/game';
import type { SurvivorEntryRecord, SurvivorPickRecord, SurvivorPoolKind } from '../../../shared/survivor';
import { gradeSurvivorEntry, LATE_POOL_ID, STANDARD_POOL_ID, weekKey } from '../../../shared/survivor';
import { forEachBounded } from '../concurrency';
import { season as poolSeason } from '../season';
import { batchPut } from './batch';
import { conditionHeld, db, isConditionFailure, queryAll, queryPrefix, tableName } from './client';
import { readSeasonGames, type SeasonGames } from './games-repository';
import {
  ENTRY_PREFIX,
  entryIndexKey,
  entrySk,
  SURVIVOR_INDEX_PREFIX,
  finalizationKey as seasonFinalizationKey,
  seasonPrefix,
  survivorPoolPartition,
  userPartition,
  VERSION_SK,
} from './keys';
import { bumpVersion, readItem, readVersionItem, versionedCache } from './versions';
import { listWeek6Pools, retireEntryPlaces } from './week6-pool-repository';

/*
 * A survivor pool (standard, late, each Week 6 pool) is one partition: one item per entry, with
 * that entry's picks as attributes `week_<ww>`, and a VERSION item every write bumps after writing.
 * A pool's whole grid is then one Query, cached per process under the version. The owner's entries
 * are found through GSI1 (`USER#<id>`). The Week 6 pools and their entry counters are in
 * week6-pool-repository.ts.
 * An entry's grade (its picks' results, whether and when it was eliminated) is not stored: each read
 * derives it from the stored scores of every week, so grading writes no entry.
 */

const poolPartition = (poolId: string) => survivorPoolPartition(poolSeason(), poolId);
const entryKey = (entryId: string) => ({ PK: poolPartition(poolOfEntryId(entryId)), SK: entrySk(entryId) });
const versionKey = (poolId: string) => ({ PK: poolPartition(poolId), SK: VERSION_SK });
const weekAttribute = (week: number) => `week_${weekKey(week)}`;
const WEEK_PREFIX = 'week_';

/** Entry ids carry their pool: `<poolId>.<random>`. */
export const newEntryId = (poolId: string) => `${poolId}.${randomBytes(6).toString('hex')}`;
export const poolOfEntryId = (entryId: string) => entryId.slice(0, entryId.indexOf('.'));

const allWeeks = () => Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);

/** A pick as stored: its result is derived where read. */
const storedPick = (pick: SurvivorPickRecord): SurvivorPickRecord => ({ ...pick, isCorrect: null });

const toItem = (entry: SurvivorEntryRecord, kind: SurvivorPoolKind) => {
  const { picks, isEliminated, eliminatedInWeek, ...rest } = entry;
  return {
    ...entryKey(entry.id),
    ...entryIndexKey(entry.userId, kind, entry.id),
    kind,
    ...rest,
    ...Object.fromEntries(
      Object.entries(picks).map(([week, pick]) => [weekAttribute(Number(week)), storedPick(pick)]),
    ),
  };
};

/** The entry as stored, ungraded (a grade an old grading stored is ignored: see `graded`). */
const fromItem = (
  item: Readonly<Record<string, unknown>>,
): SurvivorEntryRecord & { kind: SurvivorPoolKind } => {
  const picks: Record<number, SurvivorPickRecord> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(WEEK_PREFIX))
      picks[Number(name.slice(WEEK_PREFIX.length))] = value as SurvivorPickRecord;
  }
  return {
    id: item.id as string,
    poolId: item.poolId as string,
    kind: item.kind as SurvivorPoolKind,
    userId: item.userId as string,
    displayName: item.displayName as string,
    entryName: (item.entryName as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
    firstWeek: item.firstWeek as number,
    isEliminated: false,
    eliminatedInWeek: null,
    picks,
  };
};

export type StoredEntry = ReturnType<typeof fromItem>;

/** The entry with its grade: every pick's result and its elimination, from the games of every week. */
const graded = (entry: StoredEntry, games: SeasonGames): StoredEntry => {
  const grade = gradeSurvivorEntry(entry, games.byWeek);
  const picks: Record<number, SurvivorPickRecord> = {};
  for (const [week, pick] of Object.entries(entry.picks)) {
    picks[Number(week)] = { ...pick, isCorrect: grade.results[Number(week)] ?? null };
  }
  return { ...entry, isEliminated: grade.isEliminated, eliminatedInWeek: grade.eliminatedInWeek, picks };
};

/** Adds one to the pool's version (after a write to the pool) and answers the new version. */
const bumpPoolVersion = (poolId: string): Promise<number> => bumpVersion(poolPartition(poolId));

export interface PoolVersion {
  version: number;
  finalizedWeeks: number[];
}

/** The pool's version item, read consistently (batched with the other version reads of this tick). */
export const readPoolVersion = async (poolId: string): Promise<PoolVersion> => {
  const Item = await readVersionItem(poolPartition(poolId));
  const finalized = Item?.finalizedWeeks as Set<number> | undefined;
  return {
    version: (Item?.version as number | undefined) ?? 0,
    finalizedWeeks: finalized ? [...finalized].sort((a, b) => a - b) : [],
  };
};

export interface PoolRead extends PoolVersion {
  entries: StoredEntry[];
  /** The season games version the entries were graded against (see readSeasonGames). */
  gamesKey: string;
}

const queryPoolEntries = async (poolId: string): Promise<StoredEntry[]> =>
  (await queryPrefix(poolPartition(poolId), ENTRY_PREFIX)).map(fromItem);

const poolEntriesCache = versionedCache({ partition: poolPartition, load: queryPoolEntries, size: 16 });

/** Each pool's entries as last graded: the same array while neither the pool nor the games moved. */
const gradedPools = new Map<string, { stored: StoredEntry[]; gamesKey: string; entries: StoredEntry[] }>();

/**
 * Every entry of a pool, graded: one consistent read of the version (its finalized weeks with it)
 * and of the season games version, batched together, and the Query only when the version moved
 * since this process last read the pool, once however many requests see the move together. Writers
 * bump the version after writing, so a reader that sees version v reads at least what v stands for.
 */
export const readPool = async (poolId: string): Promise<PoolRead> => {
  // All read their version items in the same batched read.
  const [{ finalizedWeeks }, { version, value }, games] = await Promise.all([
    readPoolVersion(poolId),
    poolEntriesCache.read(poolId),
    readSeasonGames(),
  ]);
  let cached = gradedPools.get(poolId);
  if (cached?.stored !== value || cached.gamesKey !== games.key) {
    cached = { stored: value, gamesKey: games.key, entries: value.map((entry) => graded(entry, games)) };
    gradedPools.set(poolId, cached);
  }
  return { version, finalizedWeeks, entries: cached.entries, gamesKey: games.key };
};

/** One entry, graded, read consistently (batched with the season games version); null when there is none. */
export const getEntry = async (entryId: string): Promise<StoredEntry | null> => {
  const [item, games] = await Promise.all([readItem(entryKey(entryId)), readSeasonGames()]);
  return item ? graded(fromItem(item), games) : null;
};

/**
 * A player's entries in every pool of the season, graded (GSI1, eventually consistent: a create
 * answers its entry itself). The index holds every season's; the filter keeps this season's.
 */
export const listUserEntries = async (userId: string): Promise<StoredEntry[]> => {
  const [items, games] = await Promise.all([
    queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :user AND begins_with(GSI1SK, :survivor)',
      FilterExpression: 'begins_with(PK, :season)',
      ExpressionAttributeValues: {
        ':user': userPartition(userId),
        ':survivor': SURVIVOR_INDEX_PREFIX,
        ':season': seasonPrefix(poolSeason()),
      },
    }),
    readSeasonGames(),
  ]);
  return items
    .map((item) => graded(fromItem(item), games))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
};

/**
 * Stores a new entry (never over an existing one), then bumps its pool's version: also when the put
 * failed, since a put whose answer was lost may have stored the entry.
 */
export const putEntry = async (entry: SurvivorEntryRecord, kind: SurvivorPoolKind): Promise<void> => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(entry, kind),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } finally {
    await bumpPoolVersion(entry.poolId);
  }
};

/** Many new entries at once (the seed), in batches of 25, one version bump per pool. */
export const putEntries = async (
  entries: { entry: SurvivorEntryRecord; kind: SurvivorPoolKind }[],
): Promise<void> => {
  await batchPut(entries.map(({ entry, kind }) => toItem(entry, kind)));
  for (const poolId of new Set(entries.map(({ entry }) => entry.poolId))) await bumpPoolVersion(poolId);
};

/**
 * Sets the entry's pick of `week`, held by one conditional write on the entry: this week's pick is
 * what the caller read (none, or the same `updatedAt`) and not finalized, and no other week of the
 * entry holds the team. Two requests can never both use a team or both change one week's pick.
 * False when the condition failed. Elimination is the caller's check: the entry's grade is derived
 * from the scores, not stored on it.
 */
export const setSurvivorPick = async (
  entryId: string,
  week: number,
  pick: SurvivorPickRecord,
  readPick: SurvivorPickRecord | undefined,
): Promise<boolean> => {
  const names: Record<string, string> = { '#pick': weekAttribute(week) };
  const values: Record<string, unknown> = { ':pick': storedPick(pick), ':team': pick.teamId };
  const otherWeeks = allWeeks()
    .filter((other) => other !== week)
    .map((other) => {
      names[`#w${other}`] = weekAttribute(other);
      return `(attribute_not_exists(#w${other}) OR #w${other}.teamId <> :team)`;
    });
  const thisWeek = readPick
    ? '#pick.updatedAt = :readAt AND #pick.isFinalized = :no'
    : 'attribute_not_exists(#pick)';
  if (readPick) Object.assign(values, { ':readAt': readPick.updatedAt, ':no': false });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(entryId),
        UpdateExpression: 'SET #pick = :pick',
        ConditionExpression: ['attribute_exists(PK)', thisWeek, ...otherWeeks].join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await bumpPoolVersion(poolOfEntryId(entryId));
  return true;
};

/**
 * Deletes an entry only while none of its picks' games has kicked off (`lockAt` after `at`), held by
 * the delete's condition. False when the condition failed.
 */
export const deleteEntryUnlessLocked = async (entryId: string, at: Date): Promise<boolean> => {
  const names: Record<string, string> = {};
  const weeks = allWeeks().map((week) => {
    names[`#w${week}`] = weekAttribute(week);
    return `(attribute_not_exists(#w${week}) OR #w${week}.lockAt > :at)`;
  });
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: entryKey(entryId),
        ConditionExpression: ['attribute_exists(PK)', ...weeks].join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':at': at.toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await bumpPoolVersion(poolOfEntryId(entryId));
  return true;
};

/*
 * A week's finalization across the pools: one item per week saying what the latest finalize or
 * un-finalize of it asked for, with its place in line. Each such request takes its place first, and
 * once it has written every pool it reads the item again: when a later request took a place
 * meanwhile, it writes every pool again as that one asked (see settleSurvivorWeek).
 */
const finalizationKey = (week: number) => seasonFinalizationKey(poolSeason(), week);

export interface WeekFinalization {
  /** 1 for the week's first finalize or un-finalize, 2 for the next, ... */
  sequence: number;
  finalized: boolean;
}

const weekFinalizationOf = (item: Record<string, unknown> | undefined): WeekFinalization | null =>
  item ? { sequence: item.sequence as number, finalized: item.finalized as boolean } : null;

/** Records that the week is to be finalized (or opened), after every request of it so far; answers its place. */
export const orderWeekFinalization = async (week: number, finalized: boolean): Promise<WeekFinalization> => {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: finalizationKey(week),
      UpdateExpression: 'ADD #sequence :one SET finalized = :finalized',
      ExpressionAttributeNames: { '#sequence': 'sequence' },
      ExpressionAttributeValues: { ':one': 1, ':finalized': finalized },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return weekFinalizationOf(Attributes) as WeekFinalization;
};

/** What the latest finalize or un-finalize of the week asked for, read consistently; null before any. */
export const readWeekFinalization = async (week: number): Promise<WeekFinalization | null> =>
  weekFinalizationOf(
    (
      await db().send(
        new GetCommand({ TableName: tableName(), Key: finalizationKey(week), ConsistentRead: true }),
      )
    ).Item,
  );

/** Adds the week to (or takes it from) the pool's finalized weeks, with the version bump. */
const setWeekFinalized = async (poolId: string, week: number, finalized: boolean): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: versionKey(poolId),
      UpdateExpression: finalized
        ? 'ADD version :one, finalizedWeeks :week'
        : 'ADD version :one DELETE finalizedWeeks :week',
      ExpressionAttributeValues: { ':one': 1, ':week': new Set([week]) },
    }),
  );
};

/** Sets `isFinalized` on every pick of `week` in the pool that does not have it yet; answers how many picks the week has. */
const markPicksOfWeek = async (poolId: string, week: number, finalized: boolean): Promise<number> => {
  const withPick = (await queryPoolEntries(poolId)).filter((entry) => entry.picks[week]);
  const unmarked = withPick.filter((entry) => entry.picks[week]?.isFinalized !== finalized).map((e) => e.id);
  await forEachBounded(unmarked, 8, async (id) => {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: entryKey(id),
          UpdateExpression: 'SET #pick.isFinalized = :finalized',
          ConditionExpression: 'attribute_exists(#pick)',
          ExpressionAttributeNames: { '#pick': weekAttribute(week) },
          ExpressionAttributeValues: { ':finalized': finalized },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  });
  await bumpPoolVersion(poolId);
  return withPick.length;
};

/**
 * Finalizes the week in the pool: first records it as finalized (from then on a pick write sees it),
 * then marks every pick a consistent read finds. A pick written before the record is found by that
 * read; one written after it sees the week finalized (see keepPickInStepWithWeek). Answers the picks locked.
 */
export const finalizePoolWeek = async (poolId: string, week: number): Promise<number> => {
  await setWeekFinalized(poolId, week, true);
  return markPicksOfWeek(poolId, week, true);
};

/** Opens a finalized week again in the pool, in the same order as finalizing it; answers the picks reopened. */
export const unfinalizePoolWeek = async (poolId: string, week: number): Promise<number> => {
  await setWeekFinalized(poolId, week, false);
  return markPicksOfWeek(poolId, week, false);
};

/**
 * Writes an admin's correction of an entry's pick of `week`, in one update held by the entry as
 * read: every week's pick unchanged (same `updatedAt`, or still none). A player's pick or another
 * correction landing first makes it fail (false), never mix. The entry's grade follows from its
 * picks wherever it is read.
 */
export const writeCorrectedPick = async (
  read: Pick<StoredEntry, 'id' | 'poolId' | 'picks'>,
  week: number,
  pick: SurvivorPickRecord,
): Promise<boolean> => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pick': storedPick(pick) };
  const conditions = allWeeks().map((other) => {
    names[`#w${other}`] = weekAttribute(other);
    const readPick = read.picks[other];
    if (!readPick) return `attribute_not_exists(#w${other})`;
    values[`:u${other}`] = readPick.updatedAt;
    return `#w${other}.updatedAt = :u${other}`;
  });
  const written = await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(read.id),
        UpdateExpression: `SET #w${week} = :pick`,
        ConditionExpression: ['attribute_exists(PK)', ...conditions].join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
  if (written) await bumpPoolVersion(read.poolId);
  return written;
};

/**
 * After a pick of `week` was written with `isFinalized` as the pool's week was read: when a finalize
 * or un-finalize ran in between (its own pass over the picks may have missed this one), sets the
 * pick's flag to the week's state now, while the pick is still the one written.
 */
export const keepPickInStepWithWeek = async (
  entryId: string,
  week: number,
  written: Pick<SurvivorPickRecord, 'isFinalized' | 'updatedAt'>,
): Promise<boolean> => {
  const poolId = poolOfEntryId(entryId);
  const finalized = (await readPoolVersion(poolId)).finalizedWeeks.includes(week);
  if (finalized === written.isFinalized) return finalized;
  const moved = await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(entryId),
        UpdateExpression: 'SET #pick.isFinalized = :finalized',
        ConditionExpression: '#pick.updatedAt = :written',
        ExpressionAttributeNames: { '#pick': weekAttribute(week) },
        ExpressionAttributeValues: { ':finalized': finalized, ':written': written.updatedAt },
      }),
    ),
  );
  if (moved) await bumpPoolVersion(poolId);
  return finalized;
};

/** Sets the owner's display name on each of these entries (after a username change). */
export const renameEntries = async (
  entries: Pick<StoredEntry, 'id' | 'poolId'>[],
  displayName: string,
): Promise<void> => {
  for (const entry of entries) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKey(entry.id),
        UpdateExpression: 'SET displayName = :name',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':name': displayName },
      }),
    );
  }
  for (const poolId of new Set(entries.map((entry) => entry.poolId))) await bumpPoolVersion(poolId);
};

/**
 * Removes the player from every survivor pool: retires their place counter in each pool first (in
 * the standard and late pools the counter holds nothing but that), then deletes their entries, found
 * by a consistent read of each pool rather than the eventually consistent index, and bumps the pools
 * touched. A create that began before the retirement (a Week 6 create, or the entry a new player
 * is given at sign-up) has either put its entries before these reads (they are found here) or finds
 * its counter retired once it has put them, and takes them back itself.
 */
export const removeEntriesOfUser = async (userId: string, at: Date): Promise<void> => {
  const week6Pools = await listWeek6Pools();
  const poolIds = [STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)];
  await Promise.all(poolIds.map((poolId) => retireEntryPlaces(poolId, userId, at)));
  const entries = (await Promise.all(poolIds.map(queryPoolEntries)))
    .flat()
    .filter((entry) => entry.userId === userId);
  await Promise.all(
    entries.map((entry) => db().send(new DeleteCommand({ TableName: tableName(), Key: entryKey(entry.id) }))),
  );
  for (const poolId of new Set(entries.map((entry) => entry.poolId))) await bumpPoolVersion(poolId);
};
