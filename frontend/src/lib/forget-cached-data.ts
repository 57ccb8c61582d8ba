import type { ScopedMutator } from 'swr';

/** Set on the navigation that ends an impersonation: the player's unsaved drafts are not the admin's. */
export const LEAVING_IMPERSONATION = { leavingImpersonation: true } as const;

export const isLeavingImpersonation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'leavingImpersonation' in state;

/** A read only admins may make (array keys are cached serialized, their path inside). */
const isAdminRead = (key: unknown): boolean => String(key).includes('/api/admin/');

/**
 * After the acting user changes (impersonation started or stopped), nothing read for the previous
 * one may show: every cached answer is dropped and what is on screen is read again. When the admin
 * becomes a player (`asPlayer`), the admin-only reads still on screen until /admin unmounts are
 * dropped without being read again: the player may not make them.
 */
export const forgetCachedData = async (
  mutate: ScopedMutator,
  { asPlayer = false } = {},
): Promise<unknown> => {
  if (!asPlayer) return mutate(() => true, undefined, { revalidate: true });
  await mutate(isAdminRead, undefined, { revalidate: false });
  return mutate((key) => !isAdminRead(key), undefined, { revalidate: true });
};
