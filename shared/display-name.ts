import type { User } from './user';

type Named = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

/** Username, else email, else first plus last name, else first name, else "User " + 8 id characters. */
export const displayName = (user: Named): string => {
  if (user.username) return user.username;
  if (user.email) return user.email;
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  if (user.firstName) return user.firstName;
  return `User ${user.id.slice(0, 8)}`;
};
