import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, db, tableName } from './client';
import { signInWindowKey } from './keys';

/** Whose sign-in attempts a counter holds: a client address, or the sha256 of an email. */
export type AttemptSubject = { kind: 'ADDRESS' | 'EMAIL'; id: string };

export interface AttemptWindow {
  /** Epoch seconds at which the fixed window began. */
  startsAt: number;
  /** Epoch seconds at which it ends, and the counter with it (TTL). */
  endsAt: number;
}

const counterKey = (subject: AttemptSubject, window: AttemptWindow) =>
  signInWindowKey(subject, window.startsAt);

/**
 * Counts one attempt in the subject's window unless `limit` attempts are counted already: one
 * UpdateItem whose condition DynamoDB checks and applies atomically, so attempts at once never pass
 * the limit together. False when the window is full (nothing is counted then).
 */
export const countAttempt = (
  subject: AttemptSubject,
  window: AttemptWindow,
  limit: number,
): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(subject, window),
        UpdateExpression: 'ADD attempts :one SET expiresAt = :endsAt',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':one': 1, ':endsAt': window.endsAt, ':limit': limit },
      }),
    ),
  );
