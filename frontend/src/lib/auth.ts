import { SIGNED_IN_HINT_COOKIE } from '@shared/pages';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/user';

export const currentUserKey = '/api/auth/user';

const SIGNED_IN_HINT_DAYS = 30;

/**
 * Sets or clears the signed-in hint (shared/pages.ts) that picks the page `/` paints first:
 * not a credential, only a guess the next session check confirms or corrects.
 */
export const rememberSignedIn = (signedIn: boolean): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = signedIn ? SIGNED_IN_HINT_DAYS * 24 * 60 * 60 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure}`;
};

export const getCurrentUser = async (): Promise<CurrentUser> => {
  try {
    const user = await apiGet(currentUserKey, (s) => s.currentUserResponse);
    rememberSignedIn(true);
    return user;
  } catch (error) {
    rememberSignedIn(false);
    throw error;
  }
};

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
