import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '../../../shared/schemas/outbox';
import { season as poolSeason } from '../season';
import { db, tableName } from './client';
import { AT_PREFIX, atSk, outboxPartition as seasonOutboxPartition } from './keys';
import { decodeCursor, encodeCursor } from './page-cursor';

/*
 * The local mail server's outbox: one item per received mail in the season's `OUTBOX` partition,
 * sorted by the time it arrived, so the newest page is one Query. Only the loopback mail server
 * writes here; in AWS, SES delivers the mail and nothing is stored.
 */

const outboxPartition = () => seasonOutboxPartition(poolSeason());

/** Keeps an item well under DynamoDB's 400 KB for any mail a test or a reminder sends. */
const MAX_BODY_CHARS = 100_000;
const capped = (body: string) => (body.length > MAX_BODY_CHARS ? body.slice(0, MAX_BODY_CHARS) : body);

export const storeOutboxMessage = async (message: Omit<OutboxMessage, 'id'>): Promise<OutboxMessage> => {
  const stored: OutboxMessage = {
    ...message,
    id: randomBytes(6).toString('hex'),
    text: capped(message.text),
    html: message.html === null ? null : capped(message.html),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: outboxPartition(), SK: atSk(stored.receivedAt, stored.id), ...stored },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return stored;
};

/** One page of received mail, newest first. Null when the cursor is not one this outbox handed out. */
export const readOutboxPage = async (
  pageSize: number,
  cursor?: string,
): Promise<{ messages: OutboxMessage[]; nextCursor: string | null } | null> => {
  const startKey = cursor ? decodeCursor(cursor, AT_PREFIX) : undefined;
  if (startKey === null) return null;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': outboxPartition() },
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: startKey,
    }),
  );
  const messages = (page.Items ?? []).map(({ PK, SK, ...message }) => message as OutboxMessage);
  return { messages, nextCursor: encodeCursor(page.LastEvaluatedKey) };
};
