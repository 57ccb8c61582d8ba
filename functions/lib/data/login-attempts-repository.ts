import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { loginAttemptKey as attemptKey } from './keys';

/** What /api/login remembers until the provider sends the browser back to /api/callback. */
export interface LoginAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: 'default' | 'week6';
  /** The generation of the invite the sign-in came through (POST /api/join), checked again at the callback. */
  invitation?: string;
  expiresAt: number;
}

export const putLoginAttempt = async (attempt: LoginAttempt): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...attemptKey(attempt.state), ...attempt } }),
  );
};

/** Reads and deletes the attempt, so a callback URL works once. */
export const takeLoginAttempt = async (state: string): Promise<LoginAttempt | null> => {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: attemptKey(state), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes) return null;
  const { PK, SK, ...attempt } = Attributes;
  return attempt as LoginAttempt;
};
