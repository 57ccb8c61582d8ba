import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/data/client';

/** Every item of a week in the standings partition (its head, its pages, a grading's parts), read consistently. */
export const standingsItemsOfWeek = async (partition: string, week: number) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :week)',
        ExpressionAttributeValues: { ':pk': partition, ':week': `WEEK#${week}` },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
