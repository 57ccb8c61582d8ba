import { describe, expect, it } from 'vitest';
import { shouldRedirectOnError, swrConfig } from '@/lib/swr-config';

describe('swrConfig', () => {
  it('never retries and never refetches on its own', () => {
    expect(swrConfig).toMatchObject({
      shouldRetryOnError: false,
      errorRetryCount: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateOnMount: true,
      dedupingInterval: 0,
      refreshInterval: 0,
    });
  });
});

describe('shouldRedirectOnError', () => {
  const unauthorized = new Error('401: {"message":"Unauthorized"}');

  it('redirects when a page read finds the session gone', () => {
    expect(shouldRedirectOnError(unauthorized, '/api/games/current-week')).toBe(true);
  });

  it('leaves the current-user read alone: there a 401 just means signed out', () => {
    expect(shouldRedirectOnError(unauthorized, '/api/auth/user')).toBe(false);
  });

  it('ignores other errors', () => {
    expect(shouldRedirectOnError(new Error('500: boom'), '/api/games/current-week')).toBe(false);
  });
});
