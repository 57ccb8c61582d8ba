import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiMutate, errorMessageFor, keyToUrl } from '@/lib/api-client';
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

describe('errorMessageFor', () => {
  it('uses the body text, else the status text', () => {
    expect(errorMessageFor(401, '{"message":"Unauthorized"}', 'Unauthorized')).toBe(
      '401: {"message":"Unauthorized"}',
    );
    expect(errorMessageFor(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
});

describe('apiGet', () => {
  it('sends the session cookie and parses JSON', async () => {
    const fetchMock = respond(200, '{"week":6}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet(['/api/games', 'current-week'])).resolves.toEqual({ week: 6 });
    expect(fetchMock).toHaveBeenCalledWith('/api/games/current-week', { credentials: 'include' });
  });

  it('turns a non-OK response into an error "status: body"', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Unauthorized"}'));
    await expect(apiGet('/api/auth/user')).rejects.toThrow('401: {"message":"Unauthorized"}');
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
    await expect(apiMutate('POST', '/api/tiebreaker/mnf', {})).rejects.toThrow('403');
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:20:00.000Z');
  });
});
