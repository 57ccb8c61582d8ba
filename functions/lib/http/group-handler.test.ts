import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conflict, type DomainError, forbidden, invalid, locked, notFound } from '../domain-errors';
import { adoptSeason } from '../season';
import { defineRoute, groupHandler } from './group-handler';
import { json } from './responses';

const event = (routeKey: string, overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 => {
  const [method = 'GET', rawPath = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method, path: rawPath } } as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
  };
};
const context = {} as Context;

// These routes never reach the table: the process holds its season as after its first read.
adoptSeason(2025);

beforeEach(() => {
  vi.stubEnv('SITE_ORIGIN', 'http://127.0.0.1:3000');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('groupHandler', () => {
  it('refuses to build a group with a route that is not in the manifest', () => {
    expect(() =>
      groupHandler('auth', { 'GET /api/secret': defineRoute({ run: async () => json({}) }) }),
    ).toThrow('GET /api/secret is not a auth route in the manifest');
  });

  it('turns an unexpected failure into a bare 500 without a stack trace, and logs it once', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const handler = groupHandler('auth', {
      'GET /api/login': defineRoute({
        run: async () => {
          throw new Error('secret internals at /srv/app.ts:12');
        },
      }),
    });
    const response = await handler(event('GET /api/login'), context);
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(String(response.body))).toEqual({ message: 'Internal server error' });
    const logLines = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      message: 'request failed',
      route: 'GET /api/login',
      status: 500,
      dynamoCalls: 0,
    });
    expect(logLines[0].error.message).toBe('secret internals at /srv/app.ts:12');
  });

  it.each<[DomainError, number]>([
    [invalid('That team has already been used by this entry'), 400],
    [forbidden('Not your entry'), 403],
    [locked('Game has started - picks are locked'), 403],
    [notFound('No such pool'), 404],
    [conflict('That username is taken'), 409],
  ])('answers a service refusal of kind %s with its status and only { message }', async (error, status) => {
    const handler = groupHandler('auth', {
      'GET /api/login': defineRoute({
        run: async () => {
          throw error;
        },
      }),
    });
    const response = await handler(event('GET /api/login'), context);
    expect(response.statusCode).toBe(status);
    expect(JSON.parse(String(response.body))).toEqual({ message: error.message });
  });

  it('fails at load (the cold start) on a bad configuration variable, naming it', () => {
    vi.stubEnv('SESSION_DAYS', 'a month');
    expect(() => groupHandler('auth', {})).toThrow('SESSION_DAYS must be a positive whole number');
  });

  it('answers 501 with a message for a manifest route the group has not implemented yet', async () => {
    const handler = groupHandler('auth', {});
    const response = await handler(event('GET /api/login'), context);
    expect(response.statusCode).toBe(501);
    expect(JSON.parse(String(response.body)).message).toContain('not implemented yet');
  });

  it('validates input with the route schema and names the field', async () => {
    const { z } = await import('zod');
    const handler = groupHandler('auth', {
      'GET /api/callback': defineRoute({
        query: z.object({ week: z.coerce.number().int().min(1) }),
        run: async () => json({}),
      }),
    });
    const response = await handler(
      event('GET /api/callback', { queryStringParameters: { week: '0' } }),
      context,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(String(response.body)).message).toMatch(/^week: Too small/);
  });

  describe('compression', () => {
    const rows = Array.from({ length: 60 }, (_, index) => ({ userId: `player-${index}`, wins: index }));
    const handler = (body: unknown) =>
      groupHandler('auth', { 'GET /api/login': defineRoute({ run: async () => json(body) }) });
    const gzipRequest = event('GET /api/login', { headers: { 'accept-encoding': 'gzip, deflate, br' } });

    it('gzips an answer of 1 KB or more for a client that takes gzip', async () => {
      const response = await handler(rows)(gzipRequest, context);
      expect(response.statusCode).toBe(200);
      expect(response.isBase64Encoded).toBe(true);
      expect(response.headers).toMatchObject({
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      const { gunzipSync } = await import('node:zlib');
      const body = gunzipSync(Buffer.from(String(response.body), 'base64')).toString('utf8');
      expect(JSON.parse(body)).toEqual(rows);
      expect(String(response.body).length).toBeLessThan(body.length / 2);
    });

    it('sends a small answer, a large one built for one viewer, or one to a client without gzip, as it is', async () => {
      const large = Array.from({ length: 2000 }, (_, index) => ({ userId: `player-${index}`, wins: index }));
      for (const [body, request] of [
        [{ ok: true }, gzipRequest],
        [large, gzipRequest],
        [rows, event('GET /api/login')],
      ] as const) {
        const response = await handler(body)(request, context);
        expect(response.headers?.['content-encoding']).toBeUndefined();
        expect(response.isBase64Encoded).toBeFalsy();
        expect(JSON.parse(String(response.body))).toEqual(body);
      }
    });
  });

  describe('the Server-Timing header', () => {
    const signedOutRoute = () =>
      groupHandler('auth', { 'GET /api/login': defineRoute({ run: async () => json({}) }) });

    it('is left out by default, as its DynamoDB figures tell a caller whether a cookie is a session', async () => {
      const response = await signedOutRoute()(event('GET /api/login'), context);
      expect(response.headers?.['server-timing']).toBeUndefined();
      expect(response.headers?.date).toMatch(/GMT$/);
    });

    it('carries the DynamoDB calls and times where SERVER_TIMING=on', async () => {
      vi.stubEnv('SERVER_TIMING', 'on');
      const response = await signedOutRoute()(event('GET /api/login'), context);
      expect(response.headers?.['server-timing']).toMatch(/^db;desc="DynamoDB 0 calls";dur=0\.0, total;dur=/);
      expect(response.headers?.date).toMatch(/GMT$/);
    });
  });
});
