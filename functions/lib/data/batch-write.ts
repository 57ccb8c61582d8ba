import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 8;

type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** One batch of at most 25, retrying what DynamoDB hands back unprocessed (with backoff). */
const writeBatch = async (batch: WriteRequest[]): Promise<void> => {
  let requests = batch;
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('DynamoDB kept items unprocessed');
    const { UnprocessedItems } = await db().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
};

/** Writes 25 at a time, a few batches in flight at once. */
const writeAll = async (requests: WriteRequest[]): Promise<void> => {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    batches.push(requests.slice(start, start + BATCH_SIZE));
  }
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(start, start + PARALLEL_BATCHES).map(writeBatch));
  }
};

/** Puts items 25 at a time, a few batches in flight at once. */
export const batchPut = (items: Record<string, unknown>[]): Promise<void> =>
  writeAll(items.map((Item) => ({ PutRequest: { Item } })));

/** Deletes items by key 25 at a time, a few batches in flight at once. */
export const batchDelete = (keys: { PK: string; SK: string }[]): Promise<void> =>
  writeAll(keys.map((Key) => ({ DeleteRequest: { Key } })));
