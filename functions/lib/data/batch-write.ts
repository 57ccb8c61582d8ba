import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 8;

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

/** One batch of at most 25, retrying what DynamoDB hands back unprocessed (with backoff). */
const writeBatch = async (batch: PutRequest[]): Promise<void> => {
  let requests = batch;
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('DynamoDB kept items unprocessed');
    const { UnprocessedItems } = await db().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName()] ?? []) as PutRequest[];
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
};

/** Puts items 25 at a time, a few batches in flight at once. */
export const batchPut = async (items: Record<string, unknown>[]): Promise<void> => {
  const batches: PutRequest[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    batches.push(items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } })));
  }
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(start, start + PARALLEL_BATCHES).map(writeBatch));
  }
};
