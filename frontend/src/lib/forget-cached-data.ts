import type { ScopedMutator } from 'swr';

/** Set on the navigation that ends an impersonation: the player's unsaved drafts are not the admin's. */
export const LEAVING_IMPERSONATION = { leavingImpersonation: true } as const;

export const isLeavingImpersonation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'leavingImpersonation' in state;

/**
 * After the acting user changes (impersonation started or stopped), nothing read for the previous
 * one may show: every cached answer is dropped and what is on screen is read again.
 */
export const forgetCachedData = (mutate: ScopedMutator): Promise<unknown> =>
  mutate(() => true, undefined, { revalidate: true });
