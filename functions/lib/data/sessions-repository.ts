import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, db, tableName } from './client';
import { SESSION_INDEX_PREFIX, sessionIndexKey, sessionKey, userPartition } from './keys';
import { readItem } from './versions';

export interface SessionRecord {
  /** sha256 of the whole cookie token (`<userId>.<random>`); the token itself is never stored. */
  id: string;
  userId: string;
  /** Set while an admin views the site as another user. */
  impersonatedUserId?: string;
  createdAt: string;
  /** Epoch seconds; DynamoDB's TTL removes the item later, reads refuse it at once. */
  expiresAt: number;
}

/** A user's sessions are indexed under them, so removing the user ends every one. */
const userIndex = (session: Pick<SessionRecord, 'id' | 'userId'>) =>
  sessionIndexKey(session.userId, session.id);

export const putSession = async (session: SessionRecord): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sessionKey(session.id), ...userIndex(session), ...session },
    }),
  );
};

/** The session read consistently, batched with the other item reads of this tick (its user's profile). */
export const readSession = async (id: string): Promise<SessionRecord | null> => {
  const item = await readItem(sessionKey(id));
  if (!item) return null;
  const { PK, SK, GSI1PK, GSI1SK, ...session } = item;
  return session as unknown as SessionRecord;
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

/** Ends this session's viewing as `userId`, unless it already ended or moved to someone else. */
export const dropImpersonation = async (id: string, userId: string): Promise<void> => {
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(id),
        UpdateExpression: 'REMOVE impersonatedUserId',
        ConditionExpression: 'impersonatedUserId = :u',
        ExpressionAttributeValues: { ':u': userId },
      }),
    ),
  );
};

const sessionsOfUser = async (userId: string) => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :user AND begins_with(GSI1SK, :session)',
      ExpressionAttributeValues: { ':user': userPartition(userId), ':session': SESSION_INDEX_PREFIX },
    }),
  );
  return Items ?? [];
};

/** Ends every impersonation the user's sessions carry (they were demoted). */
export const dropImpersonationsOfUser = async (userId: string): Promise<void> => {
  const sessions = await sessionsOfUser(userId);
  await Promise.all(
    sessions
      .filter((item) => typeof item.impersonatedUserId === 'string')
      .map((item) => dropImpersonation(String(item.id), String(item.impersonatedUserId))),
  );
};

/** Deletes every session the user signed in with. */
export const deleteSessionsOfUser = async (userId: string): Promise<void> => {
  await Promise.all(
    (await sessionsOfUser(userId)).map((item) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } })),
    ),
  );
};
