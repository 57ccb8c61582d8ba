import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiMutate, keyToUrl } from '@/lib/api-client';
import { ApiError, OfflineError, serverMessage } from '@/lib/api-errors';
import { UnexpectedResponseError } from '@/lib/response-check';
import { serverNow } from '@/lib/server-clock';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('keyToUrl', () => {
  it('joins key parts with slashes', () => {
    expect(keyToUrl(['/api/games/week', 5])).toBe('/api/games/week/5');
    expect(keyToUrl('/api/auth/user')).toBe('/api/auth/user');
  });
});

describe('apiGet', () => {
  it('sends the session cookie and parses JSON', async () => {
    const fetchMock = respond(200, '{"week":6}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet(['/api/games', 'current-week'])).resolves.toEqual({ week: 6 });
    expect(fetchMock).toHaveBeenCalledWith('/api/games/current-week', { credentials: 'include' });
  });

  it('turns a non-OK response into an ApiError with its status, message and body', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Unauthorized"}', 'Unauthorized'));
    const error = await apiGet('/api/auth/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', body: { message: 'Unauthorized' } });
  });

  it('takes the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiGet('/api/games/current-week')).rejects.toMatchObject({
      status: 503,
      message: 'Service Unavailable',
      body: null,
    });
  });
});

describe('a checked read', () => {
  const user = {
    id: 'u1',
    username: 'sam',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: null,
    profileImageUrl: null,
    isAdmin: false,
    hasFullApp: true,
    hasWeek5: false,
    userType: 'full_app',
    createdAt: '2025-09-01T00:00:00.000Z',
    defaultPick: 'favorite',
    impersonationContext: { isImpersonating: false, impersonatedUserEmail: null },
    poolAccess: 'member',
  };

  it('returns an answer of the expected shape as it came', async () => {
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ ...user, addedLater: 1 })));
    await expect(apiGet('/api/auth/user', (s) => s.currentUserResponse)).resolves.toEqual({
      ...user,
      addedLater: 1,
    });
  });

  it('turns an answer of another shape into an error naming the fields, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(200, JSON.stringify({ ...user, isAdmin: 'no', userType: undefined })));
    const error = await apiGet('/api/auth/user', (s) => s.currentUserResponse).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as UnexpectedResponseError).message).toBe(
      "The server's answer to /api/auth/user could not be read",
    );
    expect((error as UnexpectedResponseError).issues).toEqual([
      expect.stringMatching(/^isAdmin: /),
      expect.stringMatching(/^userType: /),
    ]);
    expect(logged).toHaveBeenCalledWith(
      "The server's answer to /api/auth/user could not be read",
      (error as UnexpectedResponseError).issues,
    );
    logged.mockRestore();
  });

  it('checks a whole list, and a mutation result too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(200, '[{"id":"g1"}]'));
    await expect(apiGet(['/api/games/week', 6], (s) => s.weekGamesResponse)).rejects.toMatchObject({
      url: '/api/games/week/6',
      issues: expect.arrayContaining([expect.stringMatching(/^0\.week: /)]),
    });
    vi.stubGlobal('fetch', respond(200, '{"message":"Registered"}'));
    await expect(
      apiMutate('POST', '/api/week6/entries/register', { count: 1 }, (s) => s.week6RegistrationResult),
    ).rejects.toMatchObject({ issues: [expect.stringMatching(/^entries: /)] });
    vi.restoreAllMocks();
  });

  it('reports a refusal as an ApiError before any shape check', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Unauthorized"}', 'Unauthorized'));
    await expect(apiGet('/api/auth/user', (s) => s.currentUserResponse)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiMutate', () => {
  it('always sends the JSON content type, and a body only when there is one', async () => {
    const fetchMock = respond(200, '');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiMutate('POST', '/api/admin/stop-impersonate')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/stop-impersonate', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: undefined,
    });

    await apiMutate('PUT', '/api/settings/rules', { value: 'x' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/settings/rules', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"value":"x"}',
    });
  });

  it('sends nothing while the device is offline, and says so in words the page shows', async () => {
    const fetchMock = respond(200, '');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    const error = await apiMutate('POST', '/api/picks/batch', { picks: [] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OfflineError);
    expect(serverMessage(error, 'fallback')).toBe(
      'You are offline: nothing is saved. Save again once you are back online.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the server clock', () => {
  it('is taken from the Date header of every answer, reads, mutations and refusals alike', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-12-12T00:13:00.000Z') });
    const answer = (status: number, date: string) =>
      vi.fn(
        async () => new Response(status === 200 ? '{}' : '{"message":"no"}', { status, headers: { date } }),
      );

    vi.stubGlobal('fetch', answer(200, 'Fri, 12 Dec 2025 01:13:00 GMT'));
    await apiGet('/api/games/current-week');
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:13:00.000Z');

    vi.stubGlobal('fetch', answer(200, 'Fri, 12 Dec 2025 01:16:00 GMT'));
    await apiMutate('POST', '/api/picks/weekly/batch', { picks: [] });
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:16:00.000Z');

    vi.stubGlobal('fetch', answer(403, 'Fri, 12 Dec 2025 01:20:00 GMT'));
    await expect(apiMutate('POST', '/api/tiebreaker/mnf', {})).rejects.toMatchObject({
      status: 403,
      message: 'no',
    });
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:20:00.000Z');
  });
});
