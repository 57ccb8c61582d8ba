import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/*
 * Every BatchGetItem and BatchWriteItem of the table goes through here: DynamoDB may answer part of
 * a batch and hand the rest back unprocessed (throttling, its size limits), and a caller that took
 * the answer as whole would silently read or write less than it asked.
 */
const GET_BATCH = 100;
const WRITE_BATCH = 25;
const PARALLEL_BATCHES = 8;
/** Attempts of one batch, the first included: what is still unprocessed after the last fails the call. */
export const BATCH_ATTEMPTS = 6;
/** Waits 50, 100, 200, 400 then 800 ms between attempts: 1.55 s at most before a batch fails. */
const backoffMs = (attempt: number) => 50 * 2 ** (attempt - 1);

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;
type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

/** Sends the requests, then again whatever each answer hands back unprocessed, waiting longer each time. */
const untilProcessed = async <R>(
  requests: R[],
  send: (pending: R[]) => Promise<R[]>,
  what: string,
): Promise<void> => {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    pending = await send(pending);
    if (!pending.length) return;
    if (attempt === BATCH_ATTEMPTS) {
      throw new Error(`DynamoDB left ${pending.length} ${what} unprocessed after ${BATCH_ATTEMPTS} attempts`);
    }
    await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
  }
};

const inChunks = <T>(all: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

/** Runs the batches a few at a time. */
const inWaves = async <T>(batches: T[][], run: (batch: T[]) => Promise<void>): Promise<void> => {
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(start, start + PARALLEL_BATCHES).map(run));
  }
};

/**
 * The items of these keys, read consistently, 100 keys to a BatchGetItem (so one call for up to
 * 100 keys while DynamoDB answers them whole). In no particular order; a key without an item is
 * simply absent.
 */
export const batchGet = async (keys: readonly Key[]): Promise<Item[]> => {
  const found: Item[] = [];
  await inWaves(inChunks(keys, GET_BATCH), (batch) =>
    untilProcessed(
      batch,
      async (pending) => {
        const answer = await db().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
        );
        found.push(...(answer.Responses?.[tableName()] ?? []));
        return answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      },
      'keys',
    ),
  );
  return found;
};

/** Sends the writes 25 to a BatchWriteItem, a few batches in flight at once. */
const batchWrite = async (requests: readonly WriteRequest[]): Promise<void> => {
  await inWaves(inChunks(requests, WRITE_BATCH), (batch) =>
    untilProcessed(
      batch,
      async (pending) => {
        const { UnprocessedItems } = await db().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        return (UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
      },
      'items',
    ),
  );
};

/** Puts items 25 to a BatchWriteItem, a few batches in flight at once. */
export const batchPut = (items: readonly Item[]): Promise<void> =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/** Deletes the items of these keys 25 to a BatchWriteItem, a few batches in flight at once. */
export const batchDelete = (keys: readonly Key[]): Promise<void> =>
  batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
