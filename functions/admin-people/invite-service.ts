import { displayName } from '../../shared/display-name';
import type { PoolAccess } from '../../shared/join-policy';
import type { InviteLink, JoinDecision, JoinRequests } from '../../shared/schemas/admin-people';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { stampNow } from '../lib/clock';
import { getUsersConsistently, listUsers, movePoolAccess } from '../lib/data/users-repository';
import { conflict, notFound } from '../lib/domain-errors';
import { currentInvite, inviteUrl, replaceInvite } from '../services/invite-service';

export const inviteLink = async (): Promise<InviteLink> => ({ url: inviteUrl(await currentInvite()) });

/** A new link; the old one stops admitting at once. The audit line never holds a code. */
export const replaceInviteLink = async (session: LoadedSession): Promise<InviteLink> => {
  const invite = await replaceInvite();
  await recordAudit(session, { action: 'invite.replace', summary: 'Replaced the invite link' });
  return { url: inviteUrl(invite) };
};

/** Who came through the invite link and waits for an admin, oldest first: the users list the Users tab reads. */
export const listJoinRequests = async (): Promise<JoinRequests> => ({
  requests: (await listUsers())
    .filter((user) => user.poolAccess === 'waiting')
    .map((user) => ({
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      requestedAt: user.joinRequestedAt ?? user.createdAt,
    }))
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.userId.localeCompare(b.userId)),
});

const decisions = {
  approve: { to: 'member', action: 'user.approve', summary: 'Approved the request to join of' },
  decline: { to: 'outsider', action: 'user.decline', summary: 'Declined the request to join of' },
} as const satisfies Record<string, { to: PoolAccess; action: string; summary: string }>;

/**
 * Lets a waiting account in (a member with no username yet: the profile step follows) or declines it
 * (an outsider again, who may ask again through the link while it stands). Only a waiting account:
 * of an approval and a decline at once, the first write wins and the other is refused.
 */
export const decideJoinRequest = async (
  session: LoadedSession,
  userId: string,
  decision: keyof typeof decisions,
): Promise<JoinDecision> => {
  const [target] = await getUsersConsistently([userId]);
  if (!target) throw notFound('No such user');
  const { to, action, summary } = decisions[decision];
  const user =
    target.poolAccess === 'waiting'
      ? await movePoolAccess(userId, 'waiting', to, stampNow().toISOString())
      : null;
  if (!user) throw conflict(`${displayName(target)} is not waiting to join`);
  await recordAudit(session, {
    action,
    subject: target,
    summary: `${summary} ${displayName(target)}`,
    before: { poolAccess: 'waiting' },
    after: { poolAccess: to },
  });
  return { user };
};
