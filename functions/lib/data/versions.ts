import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import DataLoader from 'dataloader';
import { config } from '../config';
import { batchGet } from './batch';
import { db, tableName } from './client';
import { VERSION_SK } from './keys';

/*
 * Version items: `{ PK: <partition>, SK: 'VERSION' }` with a number `version` that every write to
 * what the partition stands for moves (ADD 1) after the write returns. A reader reads the version
 * consistently and keeps what it read under that version for as long as the version stays, so a
 * reader that starts after a write returned never sees what was there before it.
 *
 * The version reads made in one tick (the several collections one screen needs, and requests that
 * arrive together) go out as one consistent BatchGetItem.
 */
const MAX_BATCH = 100;

export type VersionItem = Readonly<Record<string, unknown>> | undefined;

/** The primary key of an item of the table. */
export interface ItemKey {
  PK: string;
  SK: string;
}

const keyId = ({ PK, SK }: ItemKey) => `${PK}\n${SK}`;

/** One consistent BatchGetItem (more only for unprocessed keys); a key asked twice is sent once. */
const readItems = async (wanted: readonly ItemKey[]): Promise<VersionItem[]> => {
  const keys = [...new Map(wanted.map((key) => [keyId(key), { PK: key.PK, SK: key.SK }])).values()];
  const found = new Map((await batchGet(keys)).map((item) => [keyId(item as unknown as ItemKey), item]));
  return wanted.map((key) => found.get(keyId(key)));
};

let loader: DataLoader<ItemKey, VersionItem, string> | undefined;

/**
 * An item read consistently, batched with the other item and version reads of this tick (the
 * session and its user; a save's sheet and the versions it checks) into one BatchGetItem.
 */
export const readItem = (key: ItemKey): Promise<VersionItem> => {
  loader ??= new DataLoader(readItems, { cache: false, maxBatchSize: MAX_BATCH, cacheKeyFn: keyId });
  return loader.load(key);
};

/** The version item of a partition, read consistently (batched with the other reads of this tick). */
export const readVersionItem = (partition: string): Promise<VersionItem> =>
  readItem({ PK: partition, SK: VERSION_SK });

/** The partition's version: 0 while nothing was ever written. */
export const readVersion = async (partition: string): Promise<number> =>
  ((await readVersionItem(partition))?.version as number | undefined) ?? 0;

/** Adds one to the partition's version (after a write) and answers the version after it. */
export const bumpVersion = async (partition: string): Promise<number> => {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: partition, SK: VERSION_SK },
      UpdateExpression: 'ADD version :one SET changedAt = :now',
      ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.version as number;
};

/**
 * How long after a change a load from a global secondary index is not kept: DynamoDB updates an
 * index a moment after the write (usually well under a second), so a list read from it just after
 * the version moved may still lack the write, and kept under the new version it would stay stale
 * until the next change. The local stack's dynalite updates its indexes with the write.
 */
export const INDEX_SETTLE_MS = 2000;
const indexSettleMs = () => (config.dynamoEndpoint() ? 0 : INDEX_SETTLE_MS);

/**
 * How long a load is kept at most, even while its version stays: a write whose version bump failed
 * (its request answered 503) changed the partition without moving the version, and a process that
 * had the partition cached would otherwise answer what was there before until the next write.
 */
export const MAX_KEEP_MS = 60_000;

/**
 * What this process read of some partitions, each kept under the version it was read at for at most
 * MAX_KEEP_MS; at most `size` keys, the least recently read dropped first.
 */
export const versionedCache = <K, V>(options: {
  partition: (key: K) => string;
  load: (key: K) => Promise<V>;
  size: number;
  /** The load reads a global secondary index: not kept while the change may still be reaching it. */
  fromIndex?: true;
}) => {
  // The load in flight is kept too, so requests that see a new version together load it once.
  const entries = new Map<string, { version: number; value: Promise<V>; loadedAt: number }>();
  return {
    /** The value under the partition's current version: one batched version read, the load only when it moved. */
    read: async (key: K): Promise<{ version: number; value: V }> => {
      const partition = options.partition(key);
      const item = await readVersionItem(partition);
      const version = (item?.version as number | undefined) ?? 0;
      const cached = entries.get(partition);
      if (cached && cached.version === version && Date.now() - cached.loadedAt < MAX_KEEP_MS) {
        return { version: cached.version, value: await cached.value };
      }
      const read = { version, value: options.load(key), loadedAt: Date.now() };
      const changedAt = item?.changedAt as number | undefined;
      if (options.fromIndex && changedAt !== undefined && Date.now() - changedAt < indexSettleMs()) {
        return { version, value: await read.value };
      }
      entries.delete(partition);
      entries.set(partition, read);
      if (entries.size > options.size) entries.delete(entries.keys().next().value as string);
      read.value.catch(() => {
        if (entries.get(partition) === read) entries.delete(partition);
      });
      return { version, value: await read.value };
    },
  };
};
