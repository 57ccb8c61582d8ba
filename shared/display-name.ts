import type { User } from './user';

type Named = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

export interface DisplayNameOptions {
  /** Off for a viewer who may not see the email: the rule then goes on to the names. */
  showEmail: boolean;
}

/** Username, else email, else first plus last name, else first name, else "User " + 8 id characters. */
export const displayName = (user: Named, { showEmail }: DisplayNameOptions = { showEmail: true }): string => {
  if (user.username) return user.username;
  if (user.email && showEmail) return user.email;
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  if (user.firstName) return user.firstName;
  return `User ${user.id.slice(0, 8)}`;
};

/** The name a viewer sees: only the player themself and admins see an email in it. */
export const displayNameSeenBy = (user: Named, viewer: Pick<User, 'id' | 'isAdmin'>): string =>
  displayName(user, { showEmail: viewer.isAdmin || viewer.id === user.id });
