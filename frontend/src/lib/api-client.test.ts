import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiMutate, keyToUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
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
