import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDEX_SETTLE_MS, MAX_KEEP_MS, versionedCache } from './versions';

// The lag of a global secondary index cannot happen on dynalite, so the version item is injected.
const dynamo = mockClient(DynamoDBDocumentClient);

const answerVersion = (version: number, changedAt: number) =>
  dynamo.on(BatchGetCommand).callsFake((input) => {
    const table = Object.keys(input.RequestItems)[0] as string;
    return { Responses: { [table]: [{ PK: 'USERS', SK: 'VERSION', version, changedAt }] } };
  });

const countingCache = (fromIndex?: true) => {
  let loads = 0;
  const cache = versionedCache({
    partition: () => 'USERS',
    load: async () => {
      loads += 1;
      return loads;
    },
    size: 1,
    ...(fromIndex ? { fromIndex } : {}),
  });
  return { read: () => cache.read(undefined), loads: () => loads };
};

describe('a cache under a version item', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'versions-test';
  });
  afterAll(() => {
    dynamo.restore();
  });
  beforeEach(() => {
    dynamo.reset();
  });

  it('loads once while the version stays, and again when it moves', async () => {
    const cache = countingCache();
    answerVersion(3, Date.now() - 60_000);
    expect(await cache.read()).toEqual({ version: 3, value: 1 });
    expect(await cache.read()).toEqual({ version: 3, value: 1 });
    answerVersion(4, Date.now());
    expect(await cache.read()).toEqual({ version: 4, value: 2 });
    expect(cache.loads()).toBe(2);
  });

  it('loads again once a load is MAX_KEEP_MS old, though the version stayed (a write whose bump was lost)', async () => {
    const cache = countingCache();
    answerVersion(5, Date.now() - 60_000);
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      await cache.read();
      vi.advanceTimersByTime(MAX_KEEP_MS - 1);
      expect(await cache.read()).toEqual({ version: 5, value: 1 });
      vi.advanceTimersByTime(1);
      expect(await cache.read()).toEqual({ version: 5, value: 2 });
      expect(await cache.read()).toEqual({ version: 5, value: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a load from an index made just after the change, and keeps one made after it settled', async () => {
    const cache = countingCache(true);
    answerVersion(7, Date.now() - 10);
    await cache.read();
    await cache.read();
    expect(cache.loads()).toBe(2);
    answerVersion(7, Date.now() - INDEX_SETTLE_MS - 1);
    await cache.read();
    await cache.read();
    expect(cache.loads()).toBe(3);
  });

  it('keeps a table load made just after the change: a consistent Query already has the write', async () => {
    const cache = countingCache();
    answerVersion(9, Date.now());
    await cache.read();
    await cache.read();
    expect(cache.loads()).toBe(1);
  });
});
