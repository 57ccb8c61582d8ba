import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_ATTEMPTS, batchGet, batchPut } from './batch';
import { getUsersConsistently } from './users-repository';

// DynamoDB answers part of a batch only under load or near its size limits: the partial answers are injected.
const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'batch-test';

type Key = { PK: string; SK: string };
const keyOf = (n: number): Key => ({ PK: `THING#${n}`, SK: 'PROFILE' });
const itemOf = (key: Key) => ({ ...key, stored: true });
const range = (count: number) => Array.from({ length: count }, (_, n) => n);

/** Answers each BatchGetItem with the first `served` keys it asks (their items) and hands the rest back. */
const answerGetsPartly = (served: number) =>
  dynamo.on(BatchGetCommand).callsFake((input) => {
    const keys = input.RequestItems[TABLE].Keys as Key[];
    const rest = keys.slice(served);
    return {
      Responses: { [TABLE]: keys.slice(0, served).map(itemOf) },
      ...(rest.length ? { UnprocessedKeys: { [TABLE]: { Keys: rest, ConsistentRead: true } } } : {}),
    };
  });

/** Keeps the first `served` puts of each BatchWriteItem and hands the rest back. */
const written: Record<string, unknown>[] = [];
const answerWritesPartly = (served: number) =>
  dynamo.on(BatchWriteCommand).callsFake((input) => {
    const requests = input.RequestItems[TABLE] as { PutRequest: { Item: Record<string, unknown> } }[];
    written.push(...requests.slice(0, served).map((request) => request.PutRequest.Item));
    const rest = requests.slice(served);
    return rest.length ? { UnprocessedItems: { [TABLE]: rest } } : {};
  });

/** Runs the call while the backoff's timers are skipped. */
const withoutWaiting = async <T>(call: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers();
  try {
    const settled = call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    const outcome = await settled;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    vi.useRealTimers();
  }
};

describe('batch reads and writes that DynamoDB answers in part', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = TABLE;
  });
  afterAll(() => {
    dynamo.restore();
  });
  beforeEach(() => {
    dynamo.reset();
    written.length = 0;
  });

  it('reads every key, asking again for the unprocessed ones, consistently', async () => {
    answerGetsPartly(30);
    const keys = range(80).map(keyOf);
    const items = await withoutWaiting(() => batchGet(keys));
    expect(items.map((item) => item.PK).sort()).toEqual(keys.map((key) => key.PK).sort());
    const calls = dynamo.commandCalls(BatchGetCommand);
    expect(calls.map((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys?.length)).toEqual([80, 50, 20]);
    expect(calls.every((call) => call.args[0].input.RequestItems?.[TABLE]?.ConsistentRead)).toBe(true);
  });

  it('asks at most 100 keys a call', async () => {
    answerGetsPartly(100);
    const items = await batchGet(range(250).map(keyOf));
    expect(items).toHaveLength(250);
    expect(
      dynamo
        .commandCalls(BatchGetCommand)
        .map((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys?.length),
    ).toEqual([100, 100, 50]);
  });

  it('fails, naming what is left, when keys stay unprocessed through every attempt', async () => {
    answerGetsPartly(0);
    await expect(withoutWaiting(() => batchGet([keyOf(1), keyOf(2)]))).rejects.toThrow(
      `DynamoDB left 2 keys unprocessed after ${BATCH_ATTEMPTS} attempts`,
    );
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(BATCH_ATTEMPTS);
  });

  it('writes every item, sending again the unprocessed ones, 25 a call', async () => {
    answerWritesPartly(10);
    const items = range(40).map((n) => itemOf(keyOf(n)));
    await withoutWaiting(() => batchPut(items));
    expect(written.map((item) => item.PK).sort()).toEqual(items.map((item) => item.PK).sort());
    const sizes = dynamo
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems?.[TABLE]?.length);
    expect(sizes.sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual([25, 15, 15, 5, 5]);
  });

  it('fails, naming what is left, when items stay unprocessed through every attempt', async () => {
    answerWritesPartly(1);
    await expect(withoutWaiting(() => batchPut(range(8).map((n) => itemOf(keyOf(n)))))).rejects.toThrow(
      `DynamoDB left 2 items unprocessed after ${BATCH_ATTEMPTS} attempts`,
    );
  });

  it('reads every profile asked of getUsersConsistently when the first answer is partial (the admin set is built from it)', async () => {
    dynamo.on(BatchGetCommand).callsFake((input) => {
      const keys = input.RequestItems[TABLE].Keys as Key[];
      const profile = (key: Key) => ({
        ...key,
        id: key.PK.replace('USER#', ''),
        email: `${key.PK}@example.com`,
      });
      const rest = keys.slice(1);
      return {
        Responses: { [TABLE]: keys.slice(0, 1).map(profile) },
        ...(rest.length ? { UnprocessedKeys: { [TABLE]: { Keys: rest, ConsistentRead: true } } } : {}),
      };
    });
    const users = await withoutWaiting(() => getUsersConsistently(['u1', 'u2', 'u3']));
    expect(users.map((user) => user.id).sort()).toEqual(['u1', 'u2', 'u3']);
  });
});
