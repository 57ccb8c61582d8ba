import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../../../shared/user';
import { config } from '../config';
import {
  deleteSession,
  dropImpersonation,
  putSession,
  readSession,
  type SessionRecord,
} from '../data/sessions-repository';
import { readUser } from '../data/users-repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoadedSession {
  record: SessionRecord;
  /** The signed-in person. */
  user: User;
  /** Whom the request acts as: the impersonated user while an admin impersonates, else the user. */
  actor: User;
}

/*
 * The cookie token is `<userId>.<random>`: the user id travels with it so that the session and the
 * user's profile are read together in one consistent BatchGetItem. The session item's key is the
 * sha256 of the whole token, so a token whose user id part was changed finds no session; the stored
 * session must also name that user. A token without a user id part (an older format) is no session.
 */
const USER_ID_SEPARATOR = '.';
const MAX_USER_ID_LENGTH = 200;

/** The user id a cookie token names; only loadSession proves it. */
export const claimedUserId = (token: string): string | null => {
  const end = token.lastIndexOf(USER_ID_SEPARATOR);
  return end > 0 && end <= MAX_USER_ID_LENGTH ? token.slice(0, end) : null;
};

export const startSession = async (userId: string): Promise<{ token: string; maxAgeSeconds: number }> => {
  const token = `${userId}${USER_ID_SEPARATOR}${randomBytes(32).toString('base64url')}`;
  const maxAgeSeconds = config.sessionDays() * 24 * 60 * 60;
  // Session lifetimes are wall-clock time, not the pool clock that POOL_NOW may pin.
  const createdAt = new Date();
  await putSession({
    id: hashToken(token),
    userId,
    createdAt: createdAt.toISOString(),
    expiresAt: Math.floor(createdAt.getTime() / 1000) + maxAgeSeconds,
  });
  return { token, maxAgeSeconds };
};

/** The session and its user in one consistent BatchGetItem; one read more while an admin impersonates. */
export const loadSession = async (token: string | undefined): Promise<LoadedSession | null> => {
  const userId = token ? claimedUserId(token) : null;
  if (!token || !userId) return null;
  const [record, user] = await Promise.all([readSession(hashToken(token)), readUser(userId)]);
  if (!record || record.userId !== userId || record.expiresAt * 1000 <= Date.now()) return null;
  if (!user) return null;
  const target = record.impersonatedUserId;
  if (!target) return { record, user, actor: user };
  // Rights are the ones held now: only a current admin views as someone, and only as a non-admin.
  const impersonated = user.isAdmin ? await readUser(target) : null;
  if (impersonated && !impersonated.isAdmin) return { record, user, actor: impersonated };
  await dropImpersonation(record.id, target);
  return { record, user, actor: user };
};

export const endSession = async (token: string | undefined): Promise<void> => {
  if (token) await deleteSession(hashToken(token));
};
