import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  paginateQuery,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { recordDynamoCall } from '../http/request-metrics';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per process, created on first use so configuration is read after start-up. */
export const db = (): DynamoDBDocumentClient => {
  if (documentClient) return documentClient;
  const endpoint = config.dynamoEndpoint();
  const client = new DynamoDBClient({
    region: config.region(),
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        recordDynamoCall(performance.now() - started);
      }
    },
    { step: 'initialize', name: 'poolRequestMetrics' },
  );
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
};

export const tableName = (): string => config.tableName();

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Awaits a conditional write: true when its condition held and it was written, false when it did not hold. */
export const conditionHeld = async (write: Promise<unknown>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

type Items = NonNullable<QueryCommandOutput['Items']>;

/** Every item a query of the table matches, over all its pages (one Query call per page). */
export const queryAll = async (
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Items> => {
  const items: Items = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...query })) {
    items.push(...(page.Items ?? []));
  }
  return items;
};

/** Every item of a partition whose sort key begins with `prefix`, read consistently (all pages). */
export const queryPrefix = (partition: string, prefix: string): Promise<Items> =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
    ConsistentRead: true,
  });
