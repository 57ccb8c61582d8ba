import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile();

const concretePath = (path: string) => path.replace(/\{\w+\}/g, '1');
const call = (client: PoolClient, method: string, path: string) =>
  method === 'GET' ? client.get(concretePath(path)) : client.send(method, concretePath(path), {});

const protectedRoutes = routes.filter((route) => route.access !== 'public');

describe('every route of the manifest applies its access level', () => {
  it.each(protectedRoutes.map((route) => [routeKey(route), route]))(
    '%s is 401 without a session',
    async (_, route) => {
      const response = await call(new PoolClient(stack.url), route.method, route.path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    },
  );

  it.each(routes.filter((route) => route.access === 'admin').map((route) => [routeKey(route), route]))(
    '%s is 403 for a plain player',
    async (_, route) => {
      const { client } = await signIn(stack.url, 'plain.player@example.com');
      const response = await call(client, route.method, route.path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Admin access required' });
    },
  );

  it.each(routes.filter((route) => route.access === 'fullApp').map((route) => [routeKey(route), route]))(
    '%s is 403 for a Week 6 only player',
    async (_, route) => {
      const { client } = await signIn(stack.url, 'limited@example.com', { loginPath: '/api/week6/login' });
      const response = await call(client, route.method, route.path);
      expect(response.status).toBe(403);
    },
  );

  it('lets the public sign-in routes through without a session', async () => {
    const client = new PoolClient(stack.url);
    expect((await client.get('/api/login')).status).toBe(302);
    expect((await client.get('/api/week6/login')).status).toBe(302);
    expect((await client.get('/api/logout')).status).toBe(302);
  });

  it('answers 404 with a JSON message for an /api path that is not in the manifest', async () => {
    const response = await fetch(`${stack.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});
