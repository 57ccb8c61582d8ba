import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/user';

export const currentUserKey = '/api/auth/user';

export const getCurrentUser = (): Promise<CurrentUser> => apiGet<CurrentUser>(currentUserKey);

/**
 * The signed-in user. Any failure (401 above all) means signed out; SWR never retries it.
 * `user` stays null while loading and when signed out.
 */
export const useCurrentUser = () => {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser, Error>(currentUserKey, getCurrentUser);
  return { user: data ?? null, error, isLoading, refresh: mutate };
};
