import type { DefaultPick, User } from '../../shared/user';
import { usernameMessages, usernameProblem } from '../../shared/username';
import { claimUsername, isUsernameClaimed, releaseUsername, updateUser } from '../lib/data/users-repository';
import { badRequest, conflict } from '../lib/http/errors';

const sameName = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** Free for this user: nobody holds it, or the user holds it already (in any letter case). */
export const isUsernameAvailable = async (user: User, username: string): Promise<boolean> => {
  const problem = usernameProblem(username);
  if (problem) throw badRequest(problem);
  const trimmed = username.trim();
  if (sameName(user.username, trimmed)) return true;
  return !(await isUsernameClaimed(trimmed));
};

/**
 * Claims the username with a conditional write (so of concurrent claims exactly one wins), then
 * records it on the user and frees the user's previous name.
 */
export const setUsername = async (user: User, username: string, defaultPick?: DefaultPick): Promise<User> => {
  if (!(await claimUsername(username, user.id))) throw conflict(usernameMessages.taken);
  const updated = await updateUser(user.id, { username, ...(defaultPick ? { defaultPick } : {}) });
  if (user.username && !sameName(user.username, username)) await releaseUsername(user.username, user.id);
  return updated;
};
