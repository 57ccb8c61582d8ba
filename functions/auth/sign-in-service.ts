import { randomUUID } from 'node:crypto';
import { accessAtSignIn } from '../../shared/join-policy';
import { DEFAULT_PICK, type User } from '../../shared/user';
import { grantAdmin } from '../lib/admin-role';
import type { IdentityClaims } from '../lib/auth/oidc';
import { stampNow } from '../lib/clock';
import { config } from '../lib/config';
import {
  claimEmail,
  createUser,
  findUserIdByEmail,
  getUser,
  getUsersConsistently,
  movePoolAccess,
  updateUser,
} from '../lib/data/users-repository';
import { playerRemoved } from '../lib/domain-errors';
import { readPoolSettings } from '../lib/pool-settings';
import { week6RegistrationWindow } from '../lib/week6-registration';

export type SignInIntent = 'default' | 'week6';

export interface SignedInUser {
  user: User;
  isNew: boolean;
}

const namesOf = (claims: IdentityClaims) => {
  const [first, ...rest] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: claims.givenName ?? first ?? null,
    lastName: claims.familyName ?? (rest.length ? rest.join(' ') : null),
  };
};

/**
 * Finds the person by email or creates them: sign-ups through the Week 6 link become week6_only
 * while the Week 6 pools take entries, everyone else (and a Week 6 link used after the pools
 * closed, which would leave an account with nothing to play) a full-app user. The account joins the
 * pool (its survivor entry among the rest) only when it chooses its username (users/username-service).
 * Emails in ADMIN_EMAILS are made admins; nobody is demoted here.
 *
 * Who can join decides what a new account is (`invited`: it came through the pool's current invite
 * link): a member, waiting for an admin, or an outsider who sees only the private-pool page. A
 * non-member who signs in again may move up (through the link, or an open pool); a member, and a
 * configured admin, is always a member.
 */
export const signIn = async (
  claims: IdentityClaims,
  intent: SignInIntent,
  invited = false,
): Promise<SignedInUser> => {
  const isConfiguredAdmin = config.adminEmails().includes(claims.email);
  const names = namesOf(claims);
  const existingId = await findUserIdByEmail(claims.email);
  const userId = existingId ?? (await claimEmail(claims.email, randomUUID()));
  const existing = await getUser(userId);
  if (existing) {
    const refresh = () =>
      updateUser(existing.id, {
        firstName: names.firstName ?? existing.firstName,
        lastName: names.lastName ?? existing.lastName,
        profileImageUrl: claims.picture ?? existing.profileImageUrl,
        isAdmin: existing.isAdmin || isConfiguredAdmin,
      });
    // Each sign-in of a configured admin puts them in the admin set, should an earlier one have failed first.
    const user = await (isConfiguredAdmin ? grantAdmin(existing.id, refresh) : refresh());
    if (!user.poolAccess) return { user, isNew: false };
    const next = isConfiguredAdmin
      ? 'member'
      : accessAtSignIn(user.poolAccess, (await readPoolSettings()).joinPolicy, invited);
    if (next === user.poolAccess) return { user, isNew: false };
    // Null when an admin's approval or decline moved it first: theirs stands.
    const moved = await movePoolAccess(user.id, user.poolAccess, next, stampNow().toISOString());
    return { user: moved ?? user, isNew: false };
  }
  const access = isConfiguredAdmin
    ? 'member'
    : accessAtSignIn('outsider', (await readPoolSettings()).joinPolicy, invited);
  const week6 = intent === 'week6' && (await week6RegistrationWindow()).isOpen;
  const user: User = {
    id: userId,
    username: null,
    email: claims.email,
    ...names,
    profileImageUrl: claims.picture,
    isAdmin: isConfiguredAdmin,
    hasFullApp: !week6,
    hasWeek5: false,
    userType: week6 ? 'week6_only' : 'full_app',
    createdAt: stampNow().toISOString(),
    defaultPick: DEFAULT_PICK,
    ...(access === 'member' ? {} : { poolAccess: access }),
    ...(access === 'waiting' ? { joinRequestedAt: stampNow().toISOString() } : {}),
  };
  const created = await (isConfiguredAdmin ? grantAdmin(userId, () => createUser(user)) : createUser(user));
  if (!created) {
    // A twin sign-in of this email created the account first: this one only reads.
    const [twin] = await getUsersConsistently([userId]);
    if (!twin) throw playerRemoved();
    return { user: twin, isNew: true };
  }
  return { user, isNew: true };
};
