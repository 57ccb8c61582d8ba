import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderLeadHours } from '../../../shared/reminders';
import { season as poolSeason } from '../season';
import { conditionHeld, db, isConditionFailure, queryAll, tableName } from './client';
import {
  gradedPushMarker,
  leadReminderMarker,
  remindersPartition,
  unsubscribeSecretKey as secretKey,
  sentPrefix,
  survivorReminderMarker,
} from './keys';

/*
 * Reminders sent (one marker per player, week, lead and channel, or per survivor entry and week,
 * written before the mail or the push goes out) live in the season's REMINDERS partition; the unsubscribe links' signing secret is one
 * item for the table.
 */
const partition = () => remindersPartition(poolSeason());

/** A mail, or a push to the player's devices (its marker ends `#PUSH`). */
export type ReminderChannel = 'mail' | 'push';

export const sentReminderId = (
  leadHours: ReminderLeadHours,
  userId: string,
  channel: ReminderChannel = 'mail',
) => leadReminderMarker(leadHours, userId, channel === 'push');

/** Markers are kept long enough to outlive their week, then expire. */
const MARKER_DAYS = 30;

/** The reminders already sent for a week, as `<lead>H#<userId>[#PUSH]`, `SURVIVOR#<entryId>` or `GRADED[#<userId>]`: one consistent Query. */
export const listSentReminders = async (week: number): Promise<Set<string>> => {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sent)',
    ExpressionAttributeValues: { ':pk': partition(), ':sent': sentPrefix(week) },
    ConsistentRead: true,
    ProjectionExpression: 'SK',
  });
  return new Set(items.map((item) => String(item.SK).slice(sentPrefix(week).length)));
};

/** A survivor entry's missing-pick push of the week: one per entry, whatever the lead. */
export const sentSurvivorReminderId = survivorReminderMarker;

const markerKey = (week: number, id: string) => ({ PK: partition(), SK: `${sentPrefix(week)}${id}` });

/** Records that the reminder `id` of the week goes out; false when another run recorded it first. */
const claimMarker = (week: number, id: string, at: Date): Promise<boolean> =>
  conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...markerKey(week, id),
          sentAt: at.toISOString(),
          // TTL is real time: a demo pool clock in the past would have the marker deleted at once.
          expiresAt: Math.floor(Date.now() / 1000) + MARKER_DAYS * 24 * 60 * 60,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

const releaseMarker = async (week: number, id: string) => {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: markerKey(week, id) }));
};

/** Records that this reminder goes out; false when another run recorded it first. */
export const claimReminder = (
  week: number,
  leadHours: ReminderLeadHours,
  userId: string,
  at: Date,
  channel: ReminderChannel = 'mail',
): Promise<boolean> => claimMarker(week, sentReminderId(leadHours, userId, channel), at);

/** Forgets a claimed reminder that could not be sent, so the next run tries again. */
export const releaseReminder = (
  week: number,
  leadHours: ReminderLeadHours,
  userId: string,
  channel: ReminderChannel = 'mail',
) => releaseMarker(week, sentReminderId(leadHours, userId, channel));

/** Records that an entry's missing-pick push of the week goes out; false when it went already. */
export const claimSurvivorReminder = (week: number, entryId: string, at: Date) =>
  claimMarker(week, sentSurvivorReminderId(entryId), at);

export const releaseSurvivorReminder = (week: number, entryId: string) =>
  releaseMarker(week, sentSurvivorReminderId(entryId));

/** A player's "your week is graded" push; `GRADED` alone: every player who asked has theirs. */
export const sentGradedPushId = gradedPushMarker;

/** Records that the player's "week graded" push (or, without a player, the week's last one) went out. */
export const claimGradedPush = (week: number, at: Date, userId?: string) =>
  claimMarker(week, sentGradedPushId(userId), at);

export const releaseGradedPush = (week: number, userId: string) =>
  releaseMarker(week, sentGradedPushId(userId));

/** Whether every "week graded" push of the week went out: one consistent GetItem. */
export const gradedPushesDone = async (week: number): Promise<boolean> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: markerKey(week, sentGradedPushId()),
      ConsistentRead: true,
    }),
  );
  return Boolean(Item);
};

/** The stored signing secret, made on first use: of two first uses at once, the first write wins. */
export const unsubscribeSecret = async (): Promise<string> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: secretKey, ConsistentRead: true }),
  );
  if (Item) return Item.secret as string;
  const secret = randomBytes(32).toString('base64url');
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...secretKey, secret },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return secret;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return unsubscribeSecret();
  }
};
