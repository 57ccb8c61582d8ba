import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const BATCH_SIZE = 25;

/** Puts items 25 at a time, retrying what DynamoDB hands back unprocessed. */
export const batchPut = async (items: Record<string, unknown>[]): Promise<void> => {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests = items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 5) throw new Error('DynamoDB kept items unprocessed');
      const { UnprocessedItems } = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
};
