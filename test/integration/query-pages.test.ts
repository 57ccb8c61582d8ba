import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, queryAll, queryPrefix, tableName } from '../../functions/lib/data/client';
import { localStackForFile } from '../support/local-stack';

localStackForFile();

const PARTITION = 'TEST#PAGES';
const sortKey = (n: number) => `ITEM#${String(n).padStart(3, '0')}`;

/** `count` items of about `bytes` each in one partition, 25 to a batch. */
const putItems = async (count: number, bytes: number) => {
  const items = Array.from({ length: count }, (_, n) => ({
    PK: PARTITION,
    SK: sortKey(n),
    blob: 'x'.repeat(bytes),
  }));
  for (let start = 0; start < items.length; start += 25) {
    const RequestItems = {
      [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    await db().send(new BatchWriteCommand({ RequestItems }));
  }
};

describe('reading every page of a query', () => {
  it('follows the pages of a query the page size cuts short, in sort-key order', async () => {
    await putItems(30, 10);
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PARTITION },
      Limit: 7,
    });
    expect(items.map((item) => item.SK)).toEqual(Array.from({ length: 30 }, (_, n) => sortKey(n)));
  });

  it('reads a partition past the 1 MB a single Query answers', async () => {
    await putItems(30, 60_000);
    const items = await queryPrefix(PARTITION, 'ITEM#');
    expect(items).toHaveLength(30);
    expect(items.every((item) => String(item.blob).length === 60_000)).toBe(true);
  });
});
