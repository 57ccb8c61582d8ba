import { describe, expect, it } from 'vitest';
import { apiErrorFor } from '@/lib/api-errors';
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
  const unauthorized = apiErrorFor(401, '{"message":"Unauthorized"}', 'Unauthorized');

  it('redirects when a page read finds the session gone', () => {
    expect(shouldRedirectOnError(unauthorized, '/api/games/current-week')).toBe(true);
  });

  it('leaves the current-user read alone: there a 401 just means signed out', () => {
    expect(shouldRedirectOnError(unauthorized, '/api/auth/user')).toBe(false);
  });

  it('ignores other errors', () => {
    expect(
      shouldRedirectOnError(apiErrorFor(500, 'boom', 'Internal Server Error'), '/api/games/current-week'),
    ).toBe(false);
  });
});
