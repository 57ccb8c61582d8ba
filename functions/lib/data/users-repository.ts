import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PoolAccess } from '../../../shared/join-policy';
import type { User } from '../../../shared/user';
import { usernameKey } from '../../../shared/username';
import { batchGet, batchPut } from './batch';
import { conditionHeld, db, isConditionFailure, queryAll, tableName } from './client';
import {
  adminsKey,
  emailKey,
  profileIndexKey,
  USERS_PARTITION,
  profileKey as userKey,
  usernameClaimKey,
} from './keys';
import { updateParts } from './update-expression';
import { bumpVersion, readItem, versionedCache } from './versions';

const usernameItemKey = (username: string) => usernameClaimKey(usernameKey(username));

const toUser = (item: Record<string, unknown>): User => {
  const { PK, SK, GSI1PK, GSI1SK, ...user } = item;
  return user as unknown as User;
};

export const getUser = async (id: string): Promise<User | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item ? toUser(Item) : null;
};

/** The profile read consistently, batched with the other item reads of this tick (the session check's). */
export const readUser = async (id: string): Promise<User | null> => {
  const item = await readItem(userKey(id));
  return item ? toUser(item) : null;
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

/** Every write to a profile bumps the users' version after it, so the cached list moves with it. */
const USERS_VERSION = USERS_PARTITION;

/**
 * Creates the profile unless it exists; false when another request (a second tab finishing its
 * sign-in, a retried callback) created it first.
 */
export const createUser = async (user: User): Promise<boolean> => {
  const created = await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: profileItem(user),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  if (created) await bumpVersion(USERS_VERSION);
  return created;
};

const profileItem = (user: User) => ({
  ...userKey(user.id),
  ...profileIndexKey(user.id),
  ...user,
});

/** Writes the profile whole, whatever is stored (the local seed). */
export const putUser = async (user: User): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: profileItem(user) }));
  await bumpVersion(USERS_VERSION);
};

/** Writes the profiles whole, 25 to a batch (a seeded pool of many players). */
export const putUsers = async (users: readonly User[]): Promise<void> => {
  await batchPut(users.map(profileItem));
  await bumpVersion(USERS_VERSION);
};

interface ProfileCondition {
  expression: string;
  values: Record<string, unknown>;
}

/** Sets the changes on an existing profile, when `also` holds too. */
const updateProfile = async (
  id: string,
  changes: Partial<Omit<User, 'id'>>,
  also?: ProfileCondition,
): Promise<User> => {
  const set = updateParts({ set: Object.entries(changes).filter(([, value]) => value !== undefined) });
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: set.UpdateExpression,
      ConditionExpression: also ? `attribute_exists(PK) AND (${also.expression})` : 'attribute_exists(PK)',
      ExpressionAttributeNames: set.ExpressionAttributeNames,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...also?.values },
      ReturnValues: 'ALL_NEW',
    }),
  );
  await bumpVersion(USERS_VERSION);
  return toUser(Attributes ?? {});
};

export const updateUser = (id: string, changes: Partial<Omit<User, 'id'>>): Promise<User> =>
  updateProfile(id, changes);

const queryUsers = async (): Promise<User[]> =>
  (
    await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': USERS_PARTITION },
    })
  ).map(toUser);

const usersCache = versionedCache({
  partition: () => USERS_VERSION,
  load: queryUsers,
  size: 1,
  fromIndex: true,
});

/**
 * Every user and the users' version: one batched version read, the index Query only when a profile
 * was written since. The index is eventually consistent, so a list read within INDEX_SETTLE_MS of a
 * change is answered but not kept: the next reader reads the index again.
 */
export const readUsers = (): Promise<{ version: number; value: readonly User[] }> =>
  usersCache.read(undefined);

export const listUsers = async (): Promise<User[]> => [...(await readUsers()).value];

/**
 * Moves a non-member's place in a private pool while it is still `from` (a member's profile carries no
 * `poolAccess`; a waiting one carries `joinRequestedAt` too); null when it is no longer `from` (another
 * request moved it first) or the profile is gone.
 */
export const movePoolAccess = async (
  id: string,
  from: Exclude<PoolAccess, 'member'>,
  to: PoolAccess,
  requestedAt: string,
): Promise<User | null> => {
  const changes =
    to === 'member'
      ? updateParts({ remove: ['poolAccess', 'joinRequestedAt'] })
      : to === 'waiting'
        ? updateParts({
            set: [
              ['poolAccess', to],
              ['joinRequestedAt', requestedAt],
            ],
          })
        : updateParts({ set: [['poolAccess', to]], remove: ['joinRequestedAt'] });
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: changes.UpdateExpression,
        ConditionExpression: 'attribute_exists(PK) AND #from = :from',
        ExpressionAttributeNames: { ...changes.ExpressionAttributeNames, '#from': 'poolAccess' },
        ExpressionAttributeValues: { ...changes.ExpressionAttributeValues, ':from': from },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await bumpVersion(USERS_VERSION);
    return toUser(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

/** Who holds a username, since when, and the token of the request that wrote the claim. */
export interface UsernameClaim {
  userId: string;
  claimedAt?: string;
  claimId?: string;
}

export const getUsernameClaim = async (username: string): Promise<UsernameClaim | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: usernameItemKey(username), ConsistentRead: true }),
  );
  if (!Item) return null;
  return { userId: Item.userId, claimedAt: Item.claimedAt, claimId: Item.claimId };
};

const writeClaim = async (
  username: string,
  userId: string,
  claimedAt: Date,
  condition: { ConditionExpression: string; ExpressionAttributeValues?: Record<string, unknown> },
): Promise<string | null> => {
  const claimId = randomUUID();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...usernameItemKey(username), userId, username, claimedAt: claimedAt.toISOString(), claimId },
        ...condition,
      }),
    );
    return claimId;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

/** Claims a username for a user; the claim's token, or null when anyone else (in any letter case) holds it. */
export const claimUsername = (username: string, userId: string, claimedAt: Date): Promise<string | null> =>
  writeClaim(username, userId, claimedAt, {
    ConditionExpression: 'attribute_not_exists(PK) OR userId = :userId',
    ExpressionAttributeValues: { ':userId': userId },
  });

/** Replaces exactly this claim (null when it changed since it was read) with the user's. */
export const takeOverUsername = (
  username: string,
  userId: string,
  claimedAt: Date,
  stale: UsernameClaim,
): Promise<string | null> =>
  writeClaim(
    username,
    userId,
    claimedAt,
    stale.claimId
      ? {
          ConditionExpression: 'claimId = :claimId',
          ExpressionAttributeValues: { ':claimId': stale.claimId },
        }
      : {
          ConditionExpression: 'userId = :holder AND attribute_not_exists(claimId)',
          ExpressionAttributeValues: { ':holder': stale.userId },
        },
  );

/** Frees the user's claim on a username; with a token, only the claim that token wrote. */
export const releaseUsername = async (username: string, userId: string, claimId?: string): Promise<void> => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: usernameItemKey(username),
        ConditionExpression: claimId ? 'userId = :userId AND claimId = :claimId' : 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId, ...(claimId ? { ':claimId': claimId } : {}) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Records the username (with other changes) on the profile only while it still carries `previous`,
 * the name the request read; null when another request changed it first.
 */
export const recordUsername = async (
  id: string,
  username: string,
  previous: string | null,
  changes: Partial<Omit<User, 'id' | 'username'>> = {},
): Promise<User | null> => {
  const stillPrevious: ProfileCondition =
    previous === null
      ? {
          expression: 'attribute_not_exists(username) OR attribute_type(username, :null)',
          values: { ':null': 'NULL' },
        }
      : { expression: 'username = :previous', values: { ':previous': previous } };
  try {
    return await updateProfile(id, { ...changes, username }, stillPrevious);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

/** Profiles read consistently by id, for checks a stale index must not decide (one call per 100 ids). */
export const getUsersConsistently = async (ids: string[]): Promise<User[]> => {
  return (await batchGet(ids.map(userKey))).map(toUser);
};

/*
 * The admin set (ROLES / ADMINS, `admins`: a map of user id to true) holds only users whose profile
 * is an admin's: a promotion writes the profile first and then the set, a demotion or removal takes
 * the user out of the set first, under the condition that someone else stays in it, and then writes
 * the profile. So a non-empty set means a real admin, and two demotions at once cannot both pass.
 */

/** Writes the set from the admins' profiles unless it exists (pools from before the set, the seed). */
export const keepAdminSet = async (): Promise<void> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: adminsKey, ConsistentRead: true }),
  );
  if (Item?.admins) return;
  const listed = (await listUsers()).filter((user) => user.isAdmin).map((user) => user.id);
  const admins = (await getUsersConsistently(listed)).filter((user) => user.isAdmin);
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adminsKey,
        UpdateExpression: 'SET admins = :admins',
        ConditionExpression: 'attribute_not_exists(admins)',
        ExpressionAttributeValues: { ':admins': Object.fromEntries(admins.map((admin) => [admin.id, true])) },
      }),
    ),
  );
};

/** Adds a user whose profile was just made an admin's to the set (kept beforehand). */
export const addToAdminSet = async (userId: string): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: adminsKey,
      UpdateExpression: 'SET admins.#id = :true',
      ConditionExpression: 'attribute_exists(admins)',
      ExpressionAttributeNames: { '#id': userId },
      ExpressionAttributeValues: { ':true': true },
    }),
  );
};

/** Takes the user out of the set while another admin stays in it; false when they would be the last. */
export const releaseFromAdminSet = (userId: string): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adminsKey,
        UpdateExpression: 'REMOVE admins.#id',
        ConditionExpression:
          'attribute_exists(admins) AND (attribute_not_exists(admins.#id) OR size(admins) > :one)',
        ExpressionAttributeNames: { '#id': userId },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  );

/** Takes out a user who is no admin (any more): their profile says so or is gone. */
export const dropFromAdminSet = async (userId: string): Promise<void> => {
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adminsKey,
        UpdateExpression: 'REMOVE admins.#id',
        ConditionExpression: 'attribute_exists(admins)',
        ExpressionAttributeNames: { '#id': userId },
      }),
    ),
  );
};

const deleteIfHeld = async (Key: Record<string, string>, userId: string) => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key,
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': userId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Removes the email identity and the username claim where the user still holds them, and the
 * profile, one after the other: while the profile stands (a removal that failed can find the user
 * again and finish), its username stays claimed; a failure after the profile went leaves at most the
 * username's item, held by no profile and so free for anyone.
 */
export const deleteUserIdentity = async (user: User): Promise<void> => {
  if (user.email) await deleteIfHeld(emailKey(user.email), user.id);
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: userKey(user.id), ReturnValues: 'ALL_OLD' }),
  );
  // The name the profile held as it went: the player may have chosen one since the removal read it.
  const names = new Set([user.username, Attributes?.username].filter((name) => typeof name === 'string'));
  for (const name of names) await deleteIfHeld(usernameItemKey(name), user.id);
  await bumpVersion(USERS_VERSION);
};
