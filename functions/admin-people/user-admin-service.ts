import { displayName } from '../../shared/display-name';
import { normalizeEmail } from '../../shared/email';
import type { AdminRoleResult, AdminUser } from '../../shared/schemas/admin-people';
import { MAX_PUSH_DEVICES } from '../../shared/schemas/push';
import { poolAccessOf, type User } from '../../shared/user';
import { grantAdmin, releaseAdmin } from '../lib/admin-role';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { config } from '../lib/config';
import { retireSheetsOfUser } from '../lib/data/picks-repository';
import { deletePushSubscriptionsOfUser } from '../lib/data/push-repository';
import {
  deleteSessionsOfUser,
  dropImpersonationsOfUser,
  setImpersonation,
} from '../lib/data/sessions-repository';
import { deleteStandingsOfUser } from '../lib/data/standings-repository';
import { removeEntriesOfUser } from '../lib/data/survivor-repository';
import {
  deleteUserIdentity,
  dropFromAdminSet,
  getUser,
  getUsersConsistently,
  listUsers,
  updateUser,
} from '../lib/data/users-repository';
import { conflict, forbidden, invalid, notFound } from '../lib/domain-errors';

/** Their email is in ADMIN_EMAILS: each sign-in makes them admin again (functions/auth/sign-in-service). */
const isConfiguredAdmin = (user: User, adminEmails = config.adminEmails()): boolean =>
  user.email !== null && adminEmails.includes(normalizeEmail(user.email));

/** Every user with their email and role, by display name, each marked when ADMIN_EMAILS makes them admin. */
export const listAdminUsers = async (): Promise<AdminUser[]> => {
  const adminEmails = config.adminEmails();
  return (await listUsers())
    .sort((a, b) => displayName(a).localeCompare(displayName(b)))
    .map((user) => ({ ...user, isConfiguredAdmin: isConfiguredAdmin(user, adminEmails) }));
};

/** Read consistently: a role just changed must not be missed. */
const userOrNotFound = async (userId: string): Promise<User> => {
  const [user] = await getUsersConsistently([userId]);
  if (!user) throw notFound('No such user');
  return user;
};

export const setAdminRole = async (
  session: LoadedSession,
  userId: string,
  isAdmin: boolean,
): Promise<AdminRoleResult> => {
  if (userId === session.user.id) throw invalid('You cannot change your own role');
  const target = await userOrNotFound(userId);
  if (!isAdmin && isConfiguredAdmin(target))
    throw conflict(
      `${displayName(target)} is an admin through ADMIN_EMAILS and would be admin again at their next sign-in: take their email out of ADMIN_EMAILS and deploy to remove the role`,
    );
  if (target.isAdmin === isAdmin) {
    // Sent again after a promotion that failed before the admin set: the set catches up.
    if (isAdmin) await grantAdmin(userId, async () => target);
    return { isAdmin };
  }
  if (isAdmin) await grantAdmin(userId, () => updateUser(userId, { isAdmin }));
  else {
    await releaseAdmin(userId);
    await updateUser(userId, { isAdmin });
    await dropImpersonationsOfUser(userId);
  }
  await recordAudit(session, {
    action: 'user.role',
    subject: target,
    summary: isAdmin ? 'Made admin' : 'Admin role removed',
    before: { isAdmin: target.isAdmin },
    after: { isAdmin },
  });
  return { isAdmin };
};

/**
 * Removes a user and every item of theirs: out of the admin set first (refused when they are its
 * last member), then sessions (they stop at once), then picks and
 * predictions of every week (each sheet retired, so a save still in flight cannot bring it back),
 * season standings, survivor and Week 6 entries (each Week 6 place counter retired, so a create in
 * flight cannot keep an entry), push devices, and last the email and username claims and the profile. Week and
 * pool versions move, so standings and counts are read afresh. The profile goes last, so a removal
 * that failed halfway still finds the user, and the same request again finishes it.
 */
export const removeUser = async (session: LoadedSession, userId: string): Promise<{ removed: true }> => {
  if (userId === session.user.id) throw invalid('You cannot remove yourself');
  const target = await userOrNotFound(userId);
  const at = now();
  await releaseAdmin(userId);
  await deleteSessionsOfUser(userId);
  await Promise.all([
    retireSheetsOfUser(userId, at),
    deleteStandingsOfUser(userId),
    removeEntriesOfUser(userId, at),
    deletePushSubscriptionsOfUser(userId, MAX_PUSH_DEVICES),
  ]);
  await deleteUserIdentity(target);
  // A promotion of theirs that was under way may have put them in the admin set after the release.
  await dropFromAdminSet(userId);
  await recordAudit(session, {
    action: 'user.remove',
    subject: target,
    summary: `Removed ${displayName(target)} and all their picks and entries`,
    before: target,
  });
  return { removed: true };
};

/** The admin views the site as a non-admin player: every call then acts as that player. */
export const startImpersonation = async (session: LoadedSession, userId: string) => {
  if (userId === session.user.id) throw invalid('You cannot impersonate yourself');
  const target = await userOrNotFound(userId);
  if (target.isAdmin) throw forbidden('Admins cannot be impersonated');
  // As an account outside the pool the admin would meet only the private-pool page, with no way back but signing out.
  if (poolAccessOf(target) !== 'member')
    throw conflict(
      `${displayName(target)} is not in the pool: approve them first to view the app as they do`,
    );
  await setImpersonation(session.record.id, userId);
  await recordAudit(
    { ...session, actor: target },
    {
      action: 'impersonation.start',
      subject: target,
      summary: `Started viewing as ${displayName(target)}`,
    },
  );
  return { impersonatedUserId: userId };
};

/**
 * Back to one's own account. No admin rights are needed: a session that lost them (a demotion) or
 * whose player became an admin already acts as itself, and stopping only tidies up.
 */
export const stopImpersonation = async (session: LoadedSession) => {
  const viewedId = session.record.impersonatedUserId;
  if (!viewedId) throw invalid('You are not impersonating anyone');
  await setImpersonation(session.record.id, null);
  const viewed = session.actor.id === viewedId ? session.actor : await getUser(viewedId);
  await recordAudit(session, {
    action: 'impersonation.stop',
    subject: viewed ?? { id: viewedId, name: 'a removed player' },
    summary: `Stopped viewing as ${viewed ? displayName(viewed) : 'a removed player'}`,
  });
  return { stopped: true };
};
