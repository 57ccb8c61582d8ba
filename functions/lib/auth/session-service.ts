import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../../../shared/user';
import { config } from '../config';
import { deleteSession, getSession, putSession, type SessionRecord } from '../data/sessions-repository';
import { getUser } from '../data/users-repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoadedSession {
  record: SessionRecord;
  /** The signed-in person. */
  user: User;
  /** Whom the request acts as: the impersonated user while an admin impersonates, else the user. */
  actor: User;
}

export const startSession = async (userId: string): Promise<{ token: string; maxAgeSeconds: number }> => {
  const token = randomBytes(32).toString('base64url');
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

export const loadSession = async (token: string | undefined): Promise<LoadedSession | null> => {
  if (!token) return null;
  const record = await getSession(hashToken(token));
  if (!record || record.expiresAt * 1000 <= Date.now()) return null;
  const user = await getUser(record.userId);
  if (!user) return null;
  const impersonated = record.impersonatedUserId ? await getUser(record.impersonatedUserId) : null;
  return { record, user, actor: impersonated ?? user };
};

export const endSession = async (token: string | undefined): Promise<void> => {
  if (token) await deleteSession(hashToken(token));
};
