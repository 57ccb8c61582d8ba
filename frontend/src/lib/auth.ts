import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/user';

export const currentUserKey = '/api/auth/user';

export const getCurrentUser = (): Promise<CurrentUser> =>
  apiGet(currentUserKey, (s) => s.currentUserResponse);

/**
 * How long one session check answers every screen that mounts: the first screen of a visit mounts
 * in steps (the entry, the router, the page's lazy chunk), and each would otherwise ask again.
 */
const SESSION_CHECK_REUSE_MS = 5000;

/**
 * The signed-in user. Any failure (401 above all) means signed out; SWR never retries it.
 * `user` stays null while loading and when signed out.
 */
export const useCurrentUser = () => {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser, Error>(currentUserKey, getCurrentUser, {
    dedupingInterval: SESSION_CHECK_REUSE_MS,
  });
  return { user: data ?? null, error, isLoading, refresh: mutate };
};
