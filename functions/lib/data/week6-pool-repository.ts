import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SurvivorPoolInfo } from '../../../shared/survivor';
import { season as poolSeason } from '../season';
import { conditionHeld, db, queryPrefix, tableName } from './client';
import {
  entryCounterSk,
  week6Partition as seasonWeek6Partition,
  WEEK6_POOL_PREFIX,
  week6PoolSk,
} from './keys';
import { bumpVersion, versionedCache } from './versions';

/*
 * The Week 6 pools and each player's entry counter of a pool, in the season's WEEK6 partition: one
 * item per pool (`POOL#<poolId>`, cached per process under the partition's version, which only pool
 * writes move) and one per player and pool (`COUNT#<poolId>#<userId>`), whose condition holds the
 * entry limit. The entries themselves are in their pool's partition (survivor-repository.ts).
 */

const week6Partition = () => seasonWeek6Partition(poolSeason());
const poolItemKey = (poolId: string) => ({ PK: week6Partition(), SK: week6PoolSk(poolId) });
const counterKey = (poolId: string, userId: string) => ({
  PK: week6Partition(),
  SK: entryCounterSk(poolId, userId),
});

/** Stores a Week 6 pool, then bumps the version of the Week 6 partition (the pools, not the counters). */
export const putWeek6Pool = async (pool: SurvivorPoolInfo): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...poolItemKey(pool.id), ...pool } }));
  await bumpVersion(week6Partition());
};

const week6PoolsCache = versionedCache({
  partition: week6Partition,
  load: async (): Promise<readonly SurvivorPoolInfo[]> =>
    (await queryPrefix(week6Partition(), WEEK6_POOL_PREFIX)).map(
      ({ PK, SK, ...pool }) => pool as SurvivorPoolInfo,
    ),
  size: 1,
});

/** The Week 6 pools: one batched version read, the Query only when a pool was written since. */
export const listWeek6Pools = async (): Promise<SurvivorPoolInfo[]> => [
  ...(await week6PoolsCache.read(undefined)).value,
];

/*
 * Removing a player retires their counter in each Week 6 pool: it then holds only `retiredAt`, and
 * a reservation refuses a retired counter, so a create still running after the removal cannot take
 * new places (see removeEntriesOfUser for the entries it already had put).
 */
const NOT_RETIRED = 'attribute_not_exists(retiredAt)';

/**
 * Reserves `count` entry places for the player in the pool, held by the counter's condition: the
 * reservation succeeds only while the player's count stays at or under `max` and the counter is not
 * retired. False when it would not. The counter keeps the time of its last reservation (`at`, real
 * time), so places a failed create left without an entry can be told from those of a create still running.
 */
export const reserveEntryPlaces = (
  poolId: string,
  userId: string,
  count: number,
  max: number,
  at: Date,
): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(poolId, userId),
        UpdateExpression: 'ADD entryCount :count SET reservedAt = :at',
        ConditionExpression: `(attribute_not_exists(entryCount) OR entryCount <= :room) AND ${NOT_RETIRED}`,
        ExpressionAttributeValues: { ':count': count, ':room': max - count, ':at': at.toISOString() },
      }),
    ),
  );

export interface EntryPlaces {
  entryCount: number;
  reservedAt: string | null;
  /** The player was removed: the counter takes no reservation. */
  retired: boolean;
}

/** The player's places in the pool, read consistently. */
export const readEntryPlaces = async (poolId: string, userId: string): Promise<EntryPlaces> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: counterKey(poolId, userId), ConsistentRead: true }),
  );
  return {
    entryCount: (Item?.entryCount as number | undefined) ?? 0,
    reservedAt: (Item?.reservedAt as string | undefined) ?? null,
    retired: Item?.retiredAt !== undefined,
  };
};

/** Sets the player's places to `count` only while the counter is still what was read; false when it moved. */
export const resetEntryPlaces = (
  poolId: string,
  userId: string,
  count: number,
  read: EntryPlaces,
): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(poolId, userId),
        UpdateExpression: 'SET entryCount = :count',
        ConditionExpression: read.reservedAt
          ? 'entryCount = :read AND reservedAt = :at'
          : 'entryCount = :read AND attribute_not_exists(reservedAt)',
        ExpressionAttributeValues: {
          ':count': count,
          ':read': read.entryCount,
          ...(read.reservedAt ? { ':at': read.reservedAt } : {}),
        },
      }),
    ),
  );

/** Gives places back (an entry deleted, or a create that failed after reserving). */
export const releaseEntryPlaces = async (poolId: string, userId: string, count: number): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(poolId, userId),
      UpdateExpression: 'ADD entryCount :minus',
      ExpressionAttributeValues: { ':minus': -count },
    }),
  );
};

/**
 * Retires the player's counter in the pool (a removal): it then holds only `retiredAt`, and takes
 * no reservation.
 */
export const retireEntryPlaces = async (poolId: string, userId: string, at: Date): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...counterKey(poolId, userId), retiredAt: at.toISOString() },
    }),
  );
};
