import { displayNameSeenBy } from '../../shared/display-name';
import type { PublicUser } from '../../shared/schemas/users';
import type { User } from '../../shared/user';
import { listUsers } from './data/users-repository';

export type Viewer = Pick<User, 'id' | 'isAdmin'>;

/** What a signed-in viewer may see of a player: no email, except their own and to admins in the name. */
export const publicUser = (
  user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>,
  viewer: Viewer,
): PublicUser => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  displayName: displayNameSeenBy(user, viewer),
});

/** A player who left the pool still shows in old standings under a neutral name. */
export const unknownPlayer = (id: string, viewer: Viewer): PublicUser =>
  publicUser(
    { id, username: null, email: null, firstName: null, lastName: null, profileImageUrl: null },
    viewer,
  );

/** GET /api/users: every player as the viewer may see them (one Query). */
export const publicUsers = async (viewer: Viewer): Promise<PublicUser[]> =>
  (await listUsers()).map((user) => publicUser(user, viewer));
