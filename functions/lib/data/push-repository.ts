import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateVapidKeys, type VapidKeys } from '../push/web-push-package';
import { conditionHeld, db, isConditionFailure, tableName } from './client';
import {
  PUSH_DEVICE_PREFIX as DEVICE_PREFIX,
  pushDeviceSetKey as deviceSetKey,
  pushDeviceKey,
  userPartition,
  vapidKey,
} from './keys';

/*
 * A player's push devices live in their own partition, `USER#<id>` / `PUSH#<device id>`, so the
 * device list is one Query; beside them `PUSHDEVICES` holds the set of their ids, whose size bounds
 * them under parallel subscribes. The deployment's VAPID keys are one item for the table.
 */

export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  createdAt: string;
}

/** A device's id: a hash of its endpoint (the endpoint itself is the push service's capability URL). */
export const pushDeviceId = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);

const toRecord = (item: Record<string, unknown>): PushSubscriptionRecord => ({
  id: String(item.SK).slice(DEVICE_PREFIX.length),
  userId: String(item.userId),
  endpoint: String(item.endpoint),
  keys: item.keys as PushSubscriptionRecord['keys'],
  createdAt: String(item.createdAt),
});

/** A player's devices, at most `limit` (the route's bound): one consistent Query. */
export const listPushSubscriptions = async (
  userId: string,
  limit: number,
): Promise<PushSubscriptionRecord[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': DEVICE_PREFIX },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items.map(toRecord);
};

/** Adds the device's id to the player's set unless that holds `max` others already; false when it does or there is no set. */
const addToDeviceSet = (userId: string, id: string, max: number): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deviceSetKey(userId),
        UpdateExpression: 'ADD deviceIds :id',
        ConditionExpression: 'size(deviceIds) < :max OR contains(deviceIds, :one)',
        ExpressionAttributeValues: { ':id': new Set([id]), ':max': max, ':one': id },
      }),
    ),
  );

/**
 * Counts the device in the player's set under its bound. Without a set yet (the first device, or a
 * player whose devices were stored before the set counted them) the set starts as the devices the
 * Query finds, only if still missing (another subscribe may have made it), and then counts this one.
 */
const countDevice = async (userId: string, id: string, max: number): Promise<boolean> => {
  if (await addToDeviceSet(userId, id, max)) return true;
  const stored = (await listPushSubscriptions(userId, max + 1)).map((device) => device.id);
  const others = stored.filter((other) => other !== id);
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deviceSetKey(userId),
        UpdateExpression: 'SET deviceIds = :ids',
        ConditionExpression: 'attribute_not_exists(deviceIds)',
        ExpressionAttributeValues: { ':ids': new Set(others.length ? others : [id]) },
      }),
    ),
  );
  return addToDeviceSet(userId, id, max);
};

const uncountDevice = async (userId: string, id: string) => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deviceSetKey(userId),
      UpdateExpression: 'DELETE deviceIds :id',
      ExpressionAttributeValues: { ':id': new Set([id]) },
    }),
  );
};

/**
 * Stores (or refreshes the keys of) one device, then counts it in the player's set under its bound:
 * when `max` others are counted already (another subscribe got there first), a new device is deleted
 * again and the answer is false. The device goes first, so a request that dies between the two
 * writes leaves a device the player can see and turn off, never a place nobody holds.
 */
export const putPushSubscription = async (record: PushSubscriptionRecord, max: number): Promise<boolean> => {
  const { id, userId, ...rest } = record;
  const key = pushDeviceKey(userId, id);
  const { Attributes: before } = await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...key, userId, ...rest }, ReturnValues: 'ALL_OLD' }),
  );
  if (await countDevice(userId, id, max)) return true;
  if (before) return true;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  return false;
};

/** Deletes one of the player's devices; false when they had none with that id. */
export const deletePushSubscription = async (userId: string, id: string): Promise<boolean> => {
  const { Attributes } = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: pushDeviceKey(userId, id),
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (Attributes) await uncountDevice(userId, id);
  return Boolean(Attributes);
};

/** Deletes every device of a removed player (at most MAX_PUSH_DEVICES, one page). */
export const deletePushSubscriptionsOfUser = async (userId: string, limit: number): Promise<void> => {
  const devices = await listPushSubscriptions(userId, limit);
  await Promise.all(devices.map((device) => deletePushSubscription(userId, device.id)));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: deviceSetKey(userId) }));
};

/** The deployment's VAPID keys, made on first use: of two first uses at once, the first write wins. */
export const vapidKeys = async (): Promise<VapidKeys> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: vapidKey, ConsistentRead: true }),
  );
  if (Item) return { publicKey: String(Item.publicKey), privateKey: String(Item.privateKey) };
  const keys = await generateVapidKeys();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...vapidKey, ...keys },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return keys;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return vapidKeys();
  }
};
