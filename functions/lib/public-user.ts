import { displayName } from '../../shared/display-name';
import type { PublicUser } from '../../shared/schemas/users';
import type { User } from '../../shared/user';

/** What any signed-in player may see of another player. */
export const publicUser = (
  user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>,
): PublicUser => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  displayName: displayName(user),
});

/** A player who left the pool still shows in old standings under a neutral name. */
export const unknownPlayer = (id: string): PublicUser =>
  publicUser({ id, username: null, email: null, firstName: null, lastName: null, profileImageUrl: null });
