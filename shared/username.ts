import { z } from 'zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

export const usernameMessages = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be 20 characters or less',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
  taken: 'Username is already taken',
} as const;

/** The username rules of the spec, in its order: length first, then characters. */
export const usernameSchema = z
  .string({ error: usernameMessages.tooShort })
  .trim()
  .min(USERNAME_MIN, usernameMessages.tooShort)
  .max(USERNAME_MAX, usernameMessages.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, usernameMessages.badCharacters);

/** The first broken rule's message, or null when the username is well formed. */
export const usernameProblem = (username: string): string | null => {
  const result = usernameSchema.safeParse(username);
  return result.success ? null : (result.error.issues[0]?.message ?? usernameMessages.badCharacters);
};

/** Usernames are unique without regard to case. */
export const usernameKey = (username: string): string => username.trim().toLowerCase();
