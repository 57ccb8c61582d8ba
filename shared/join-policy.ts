/** Who can join the pool (Admin → Pool Settings, "Who can join"). */
export const joinPolicies = ['open', 'invite', 'approval'] as const;
export type JoinPolicy = (typeof joinPolicies)[number];

/** Where a signed-in account stands: a member plays; a waiting or outsider account sees only the private-pool page. */
export const poolAccesses = ['member', 'waiting', 'outsider'] as const;
export type PoolAccess = (typeof poolAccesses)[number];

export const privatePoolMessages = {
  outsider: 'This pool is private. Ask the commissioner for the invite link.',
  waiting: 'Your request to join is waiting for an admin to approve it.',
  invalidLink: 'This invite link is no longer valid. Ask the commissioner for the new one.',
} as const;

/** What a new account becomes at sign-in: `invited` when it came through the pool's current invite link. */
export const accessOnArrival = (policy: JoinPolicy, invited: boolean): PoolAccess =>
  policy === 'open' ? 'member' : !invited ? 'outsider' : policy === 'invite' ? 'member' : 'waiting';

const standing: Record<PoolAccess, number> = { outsider: 0, waiting: 1, member: 2 };

/**
 * What an account is after a sign-in: what the policy gives its arrival, but never less than it was,
 * so a member never notices the policy and a waiting account stays on the list without the link.
 */
export const accessAtSignIn = (current: PoolAccess, policy: JoinPolicy, invited: boolean): PoolAccess => {
  const arriving = accessOnArrival(policy, invited);
  return standing[arriving] > standing[current] ? arriving : current;
};
