/** Who can join the pool (Admin → Pool Settings, "Who can join"). */
export const joinPolicies = ['open', 'invite', 'approval'] as const;
export type JoinPolicy = (typeof joinPolicies)[number];

/** Where a signed-in account stands: a member plays; a waiting or outsider account sees only the private-pool page. */
export type PoolAccess = 'member' | 'waiting' | 'outsider';

export const privatePoolMessages = {
  outsider: 'This pool is private. Ask the commissioner for the invite link.',
  waiting: 'Your request to join is waiting for an admin to approve it.',
  invalidLink: 'This invite link is no longer valid. Ask the commissioner for the new one.',
} as const;

/** What a new account becomes at sign-in: `invited` when it came through the pool's current invite link. */
export const accessOnArrival = (policy: JoinPolicy, invited: boolean): PoolAccess =>
  policy === 'open' ? 'member' : !invited ? 'outsider' : policy === 'invite' ? 'member' : 'waiting';
