import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export interface SessionRecord {
  /** sha256 of the cookie token; the token itself is never stored. */
  id: string;
  userId: string;
  /** Set while an admin views the site as another user. */
  impersonatedUserId?: string;
  createdAt: string;
  /** Epoch seconds; DynamoDB's TTL removes the item later, reads refuse it at once. */
  expiresAt: number;
}

const sessionKey = (id: string) => ({ PK: `SESSION#${id}`, SK: 'SESSION' });

export const putSession = async (session: SessionRecord): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...sessionKey(session.id), ...session } }),
  );
};

export const getSession = async (id: string): Promise<SessionRecord | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sessionKey(id) }));
  if (!Item) return null;
  const { PK, SK, ...session } = Item;
  return session as SessionRecord;
};

export const deleteSession = async (id: string): Promise<void> => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
};

export const setImpersonation = async (id: string, impersonatedUserId: string | null): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sessionKey(id),
      UpdateExpression: impersonatedUserId ? 'SET impersonatedUserId = :u' : 'REMOVE impersonatedUserId',
      ConditionExpression: 'attribute_exists(PK)',
      ...(impersonatedUserId ? { ExpressionAttributeValues: { ':u': impersonatedUserId } } : {}),
    }),
  );
};
