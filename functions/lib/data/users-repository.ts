import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../../shared/user';
import { usernameKey } from '../../../shared/username';
import { db, isConditionFailure, tableName } from './client';

const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
const emailKey = (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' });
const usernameItemKey = (username: string) => ({ PK: `USERNAME#${usernameKey(username)}`, SK: 'USERNAME' });
const USERS_INDEX_PK = 'USERS';

const toUser = (item: Record<string, unknown>): User => {
  const { PK, SK, GSI1PK, GSI1SK, ...user } = item;
  return user as unknown as User;
};

export const getUser = async (id: string): Promise<User | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item ? toUser(Item) : null;
};

export const findUserIdByEmail = async (email: string): Promise<string | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return (Item?.userId as string | undefined) ?? null;
};

/**
 * Claims the email for a new user id; when another request claimed it first, returns that user's id.
 * The email item is written first so two simultaneous first sign-ins create one user.
 */
export const claimEmail = async (email: string, userId: string): Promise<string> => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...emailKey(email), userId },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return userId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await findUserIdByEmail(email);
    if (!existing) throw error;
    return existing;
  }
};

export const putUser = async (user: User): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...userKey(user.id), GSI1PK: USERS_INDEX_PK, GSI1SK: `USER#${user.id}`, ...user },
    }),
  );
};

export const updateUser = async (id: string, changes: Partial<Omit<User, 'id'>>): Promise<User> => {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(Attributes ?? {});
};

export const listUsers = async (): Promise<User[]> => {
  const users: User[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': USERS_INDEX_PK },
        ExclusiveStartKey,
      }),
    );
    users.push(...(page.Items ?? []).map(toUser));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return users;
};

export const isUsernameClaimed = async (username: string): Promise<boolean> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: usernameItemKey(username) }),
  );
  return Boolean(Item);
};

/** Claims a username for a user; false when anyone (in any letter case) holds it already. */
export const claimUsername = async (username: string, userId: string): Promise<boolean> => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...usernameItemKey(username), userId, username },
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export const releaseUsername = async (username: string, userId: string): Promise<void> => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: usernameItemKey(username),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
