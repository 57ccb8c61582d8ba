import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/middleware/site-only';
import { type RouteDefinition, routeKey, routes } from '../../functions/routes';
import { sourceHandlers } from '../../infra/local/api-gateway';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

const stack = localStackForFile({ seed: true });
const SECRET = 'the-secret-cloudfront-sends-the-api';
const REFUSED = 'Open the pool through its site address';

beforeAll(() => {
  process.env.ORIGIN_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.ORIGIN_SECRET;
});

/**
 * A request as API Gateway hands it to the function when a caller used the execute-api address
 * itself instead of the site: same Origin and JSON (so CSRF would let a mutation by), a session
 * cookie, an address of its choosing, and the origin secret it was given (or none).
 */
const direct = (route: RouteDefinition, cookie: string, secret?: string): APIGatewayProxyEventV2 => {
  const rawPath = route.path.replace(/\{(\w+)\}/g, '1');
  const headers: Record<string, string> = {
    origin: stack.url,
    'content-type': 'application/json',
    'cloudfront-viewer-address': '203.0.113.7:443',
  };
  if (secret !== undefined) headers[ORIGIN_SECRET_HEADER] = secret;
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath,
    rawQueryString: '',
    cookies: [cookie],
    headers,
    pathParameters: Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1'])),
    body: route.method === 'GET' ? undefined : '{}',
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '198.51.100.9',
        userAgent: '',
      },
      routeKey: routeKey(route),
      stage: '$default',
    } as APIGatewayProxyEventV2['requestContext'],
  };
};

const call = async (route: RouteDefinition, event: APIGatewayProxyEventV2) => {
  const handler = await sourceHandlers(route.group);
  const response = await handler(event, { functionName: `pool-${route.group}` } as Context);
  return { status: response.statusCode, message: JSON.parse(String(response.body ?? '{}')).message };
};

describe('with an origin secret (AWS), the API answers only what came through the site', () => {
  it('lets the site through: the gateway, standing in for CloudFront, adds the secret', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    expect((await admin.get('/api/auth/user')).status).toBe(200);
    expect((await admin.send('PUT', '/api/users/reminders', { enabled: false, leadHours: 24 })).status).toBe(
      200,
    );
    expect((await new PoolClient(stack.url).get('/api/login')).status).toBe(302);
  });

  it('refuses every route called directly without the secret or with a wrong one, storing nothing', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const cookie = admin.cookieHeader;
    const before = await tableSnapshot();
    const answers: string[] = [];
    for (const route of routes) {
      for (const secret of [undefined, '', 'a-guess', `${SECRET}x`, SECRET.slice(1)]) {
        const { status, message } = await call(route, direct(route, cookie, secret));
        answers.push(`${routeKey(route)} ${status} ${message}`);
      }
    }
    expect(answers).toHaveLength(routes.length * 5);
    expect(answers.filter((answer) => !answer.endsWith(` 403 ${REFUSED}`))).toEqual([]);
    // Not even a sign-in counter for the forged address: the refusal comes before the limits.
    expect(await tableSnapshot()).toEqual(before);
  });

  it('answers a direct call that carries the secret as it answers the site', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const currentWeek = routes.find((route) => routeKey(route) === 'GET /api/games/current-week');
    if (!currentWeek) throw new Error('GET /api/games/current-week is not in the manifest');
    expect(await call(currentWeek, direct(currentWeek, admin.cookieHeader, SECRET))).toMatchObject({
      status: 200,
    });
  });
});
