import { displayName } from '@shared/display-name';
import type { User } from '@shared/user';

/** Users whose display name, email or username contains the search, ignoring case (spec section 5). */
export const searchUsers = <U extends User>(users: readonly U[], search: string): U[] => {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...users];
  return users.filter((user) =>
    [displayName(user), user.email, user.username].some((text) => text?.toLowerCase().includes(wanted)),
  );
};

/** Users in the order of their display names, ignoring case. */
export const sortByName = <U extends User>(users: readonly U[]): U[] =>
  users
    .map((user) => ({ user, name: displayName(user) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map(({ user }) => user);

export interface UserCounts {
  total: number;
  admins: number;
  regular: number;
  filtered: number;
}

/** The Users tab's head counts: everyone, admins, the rest, and those the search keeps. */
export const userCounts = (users: readonly User[], filtered: readonly User[]): UserCounts => {
  const admins = users.filter((user) => user.isAdmin).length;
  return { total: users.length, admins, regular: users.length - admins, filtered: filtered.length };
};
