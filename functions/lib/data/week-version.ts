import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { weekPartition } from './week-partition';

/*
 * Every write to a week's partition (games, pick sheets) bumps the week's version item after the
 * write, so a reader that saw version v can keep what it read under v until the version moves.
 */
const versionKey = (week: number) => ({ PK: weekPartition(week), SK: 'VERSION' });

export const readWeekVersion = async (week: number): Promise<number> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: versionKey(week), ConsistentRead: true }),
  );
  return (Item?.version as number | undefined) ?? 0;
};

/** Adds one to the week's version and answers the version after it. */
export const bumpWeekVersion = async (week: number): Promise<number> => {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: versionKey(week),
      UpdateExpression: 'ADD version :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.version as number;
};

export const bumpWeekVersions = async (weeks: Iterable<number>): Promise<void> => {
  await Promise.all([...new Set(weeks)].map(bumpWeekVersion));
};
