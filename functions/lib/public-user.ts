import { displayNameSeenBy } from '../../shared/display-name';
import type { PublicUser } from '../../shared/schemas/users';
import { inWeeklyPool, type User } from '../../shared/user';
import { listUsers, readUsers } from './data/users-repository';
import { SharedBody } from './http/shared-body';
import { viewCache } from './view-cache';

export type Viewer = Pick<User, 'id' | 'isAdmin'>;

type Named = Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

const named = (user: Named, viewer: Viewer, weeklyPoolSince: string | null): PublicUser => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  displayName: displayNameSeenBy(user, viewer),
  weeklyPoolSince,
});

/** What a signed-in viewer may see of a player: no email, except their own and to admins in the name. */
export const publicUser = (user: User, viewer: Viewer): PublicUser =>
  named(user, viewer, inWeeklyPool(user) ? user.createdAt : null);

/** A player who left the pool still shows in old standings under a neutral name. */
export const unknownPlayer = (id: string, viewer: Viewer): PublicUser =>
  named(
    { id, username: null, email: null, firstName: null, lastName: null, profileImageUrl: null },
    viewer,
    null,
  );

/** Every player as the viewer may see them (one batched version read while this process holds the users). */
export const publicUsers = async (viewer: Viewer): Promise<PublicUser[]> =>
  (await listUsers()).map((user) => publicUser(user, viewer));

/** The users as JSON, built once per version: as admins see them, and as players see others. */
interface UsersView {
  byId: ReadonlyMap<string, User>;
  /** Each member's place in the players' list. */
  places: ReadonlyMap<string, number>;
  admin: SharedBody;
  playerRows: string[];
  player: SharedBody;
}

const usersViews = viewCache<UsersView>(2);

const readUsersView = async (): Promise<UsersView> => {
  const { version, value: users } = await readUsers();
  return usersViews(String(version), () => {
    const stranger: Viewer = { id: '', isAdmin: false };
    const admin: Viewer = { id: '', isAdmin: true };
    // Someone a private pool has not let in is no player's business: only the admins see them.
    const members = users.filter((user) => !user.poolAccess);
    const playerRows = members.map((user) => JSON.stringify(publicUser(user, stranger)));
    return {
      byId: new Map(users.map((user) => [user.id, user])),
      places: new Map(members.map((user, i) => [user.id, i])),
      admin: new SharedBody(JSON.stringify(users.map((user) => publicUser(user, admin)))),
      playerRows,
      player: new SharedBody(`[${playerRows.join(',')}]`),
    };
  });
};

/** GET /api/users as JSON: shared by every viewer; only a player's own row may show them their email. */
export const publicUsersBody = async (viewer: Viewer): Promise<SharedBody | string> => {
  const view = await readUsersView();
  if (viewer.isAdmin) return view.admin;
  const self = view.byId.get(viewer.id);
  const index = view.places.get(viewer.id);
  if (!self || index === undefined) return view.player;
  const own = JSON.stringify(publicUser(self, viewer));
  if (view.playerRows[index] === own) return view.player;
  return `[${view.playerRows.map((row, i) => (i === index ? own : row)).join(',')}]`;
};

/** GET /api/user/{userId}: the player as the viewer may see them, or null when there is none. */
export const publicUserById = async (viewer: Viewer, userId: string): Promise<PublicUser | null> => {
  const user = (await readUsersView()).byId.get(userId);
  return user && (viewer.isAdmin || !user.poolAccess) ? publicUser(user, viewer) : null;
};
