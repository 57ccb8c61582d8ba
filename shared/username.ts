import * as z from 'zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

export const usernameMessages = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be 20 characters or less',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
  taken: 'Username is already taken',
  reserved: 'That username is reserved',
  changedMeanwhile: 'Your username changed in another request, please try again',
} as const;

/** Usernames are unique without regard to case. */
export const usernameKey = (username: string): string => username.trim().toLowerCase();

/** Names nobody may hold: roles, words that read as a missing value, JavaScript object keys, and pool words. */
const reservedUsernames = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'superuser',
  'null',
  'undefined',
  'nan',
  'none',
  'nil',
  '__proto__',
  'constructor',
  'prototype',
  'hasownproperty',
  'isprototypeof',
  'propertyisenumerable',
  'tostring',
  'tolocalestring',
  'valueof',
  'api',
  'support',
  'help',
  'moderator',
  'mod',
  'staff',
  'anonymous',
  'unknown',
  'me',
  'you',
  'everyone',
  'pool',
  'commissioner',
]);

/** The username rules of the spec, in its order: length first, then characters; then the reserved names. */
export const usernameSchema = z
  .string({ error: usernameMessages.tooShort })
  .trim()
  .min(USERNAME_MIN, usernameMessages.tooShort)
  .max(USERNAME_MAX, usernameMessages.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, usernameMessages.badCharacters)
  .refine((username) => !reservedUsernames.has(usernameKey(username)), usernameMessages.reserved);

/** The first broken rule's message, or null when the username is well formed. */
export const usernameProblem = (username: string): string | null => {
  const result = usernameSchema.safeParse(username);
  return result.success ? null : (result.error.issues[0]?.message ?? usernameMessages.badCharacters);
};
