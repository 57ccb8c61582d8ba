import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeSecret } from '../lib/data/reminders-repository';

/** How long a reminder's unsubscribe link works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

let cachedSecret: Promise<string> | undefined;
/** The secret is one item for the whole table; each process reads it once. */
const secret = (): Promise<string> => {
  cachedSecret ??= unsubscribeSecret().catch((error) => {
    cachedSecret = undefined;
    throw error;
  });
  return cachedSecret;
};

const signature = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `<userId>.<expiry, epoch seconds>.<HMAC-SHA256 of both, base64url>`. */
export const unsubscribeToken = async (userId: string, at: Date): Promise<string> => {
  const expires = Math.floor(at.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60;
  const payload = `${userId}.${expires}`;
  return `${payload}.${signature(await secret(), payload).toString('base64url')}`;
};

/** The player a token was made for, or null when it is malformed, tampered with or expired at `at`. */
export const unsubscribeTokenUser = async (token: string, at: Date): Promise<string | null> => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', expires = '', sent = ''] = parts;
  if (!userId || !/^\d{1,12}$/.test(expires)) return null;
  const expected = signature(await secret(), `${userId}.${expires}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > at.getTime() ? userId : null;
};
