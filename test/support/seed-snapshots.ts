import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DynamoDBClient,
  ScanCommand,
  type ScanCommandOutput,
} from '@aws-sdk/client-dynamodb';
import { config } from '../../functions/lib/config';

/**
 * The demo pool each test clock seeds, kept for the rest of one test run: a file seeds it for real
 * once, the files after it restore its items (~0.5 s instead of ~3 s of seeding and grading).
 * Emptied when a run starts (`clearSeedSnapshots`, a vitest global setup), so code changes never
 * meet an old seed. Items are kept in DynamoDB's own JSON, so numbers and sets come back as written.
 */
const SNAPSHOTS_DIR = 'test-results/seed-snapshots';

type Item = Record<string, AttributeValue>;

const fileOf = (poolNow: string) => `${SNAPSHOTS_DIR}/${poolNow.replace(/[^0-9A-Za-z]/g, '-')}.json`;

const rawClient = () =>
  new DynamoDBClient({
    region: config.region(),
    endpoint: config.dynamoEndpoint(),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export const clearSeedSnapshots = () => rmSync(SNAPSHOTS_DIR, { recursive: true, force: true });

/** The items this clock's seed left, or null when no file of this run has seeded it yet. */
export const readSeedSnapshot = (poolNow: string): Item[] | null => {
  try {
    return JSON.parse(readFileSync(fileOf(poolNow), 'utf8')) as Item[];
  } catch {
    return null;
  }
};

/** Keeps every item of the freshly seeded table; written whole or not at all (two files may race). */
export const keepSeedSnapshot = async (poolNow: string): Promise<void> => {
  const client = rawClient();
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page: ScanCommandOutput = await client.send(
      new ScanCommand({ TableName: config.tableName(), ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  client.destroy();
  mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  const partial = `${fileOf(poolNow)}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(items));
  renameSync(partial, fileOf(poolNow));
};

export const restoreSeedSnapshot = async (items: Item[]): Promise<void> => {
  const client = rawClient();
  const TableName = config.tableName();
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [TableName]: requests } }),
      );
      requests = (UnprocessedItems?.[TableName] ?? []) as typeof requests;
    }
  }
  client.destroy();
};
