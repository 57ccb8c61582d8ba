import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { tableKeys } from '../../functions/lib/data/table-definition';

export interface DynamoServer {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * dynalite speaks the DynamoDB API on loopback, from a worker thread; `path` persists it, none keeps
 * it in memory.
 */
export const startDynamoServer = async (path?: string): Promise<DynamoServer> => {
  if (path) mkdirSync(path, { recursive: true });
  const worker = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), { workerData: { path } });
  const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      worker.postMessage('stop');
      await once(worker, 'message');
      await worker.terminate();
    },
  };
};

/** Creates the single table with the same keys and index as the CDK stack, unless it exists. */
export const ensureTable = async (endpoint: string, tableName: string): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const { partitionKey, sortKey, gsi1 } = tableKeys;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [partitionKey, sortKey, gsi1.partitionKey, gsi1.sortKey].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: gsi1.name,
          KeySchema: [
            { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  // dynalite, like DynamoDB, makes the table ACTIVE a moment after CreateTable returns.
  await waitUntilTableExists(
    { client, maxWaitTime: 30, minDelay: 0.05, maxDelay: 0.2 },
    { TableName: tableName },
  );
  client.destroy();
};
