import type { SWRConfiguration } from 'swr';
import { type ApiKey, apiGet } from '@/lib/api-client';
import { isUnauthorizedError } from '@/lib/api-errors';
import { currentUserKey } from '@/lib/auth';
import { deferredAnswers } from '@/lib/deferred-answers';

/** True when a failed read means the session is gone (the current-user read itself means "signed out"). */
export const shouldRedirectOnError = (error: unknown, key: string): boolean =>
  key !== currentUserKey && isUnauthorizedError(error);

/** Spec section 7: no retries, no focus/reconnect/interval refetch, data stale at once and refetched on mount. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey) => apiGet(key),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateOnMount: true,
  revalidateIfStale: true,
  refreshInterval: 0,
  dedupingInterval: 0,
  use: [deferredAnswers],
  onError: (error: unknown, key: string) => {
    // Loaded on demand: the toast behind it is no part of the landing page's entry chunk.
    if (shouldRedirectOnError(error, key))
      void import('@/lib/unauthorized').then((m) => m.handleUnauthorized());
  },
};
