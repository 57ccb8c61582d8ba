import { describe, expect, it } from 'vitest';
import { updateUser } from '../../functions/lib/data/users-repository';
import { findRouteByKey, routeKey, routes } from '../../functions/routes';
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
      expect(await response.json()).toEqual({ message: 'Full app access required' });
    },
  );

  it('puts the season setup among the admin routes above (players 403, signed out 401)', () => {
    const setup = ['GET /api/admin/season-setup', 'POST /api/admin/season-setup'];
    expect(setup.map((key) => findRouteByKey(key)?.access)).toEqual(['admin', 'admin']);
  });

  it('lets the public sign-in routes through without a session', async () => {
    const client = new PoolClient(stack.url);
    expect((await client.get('/api/login')).status).toBe(302);
    expect((await client.get('/api/week6/login')).status).toBe(302);
    expect((await client.get('/api/logout')).status).toBe(302);
  });

  it('lets a reminder’s unsubscribe link through without a session, judged by its token alone', async () => {
    const response = await new PoolClient(stack.url).send('POST', '/api/reminders/unsubscribe', {
      token: 'not-a-token',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'This unsubscribe link is invalid or has expired' });
  });

  it('answers 404 with a JSON message for an /api path that is not in the manifest', async () => {
    const response = await fetch(`${stack.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('limited players see only survivor content', () => {
  const standingsAndPicksGrid = [
    'GET /api/leaderboard/weekly/{week}',
    'GET /api/leaderboard/season',
    'GET /api/picks/weekly/{week}',
    'POST /api/picks/weekly/batch-details/{week}',
    'GET /api/picks/splits/{week}',
    'GET /api/picks/weekly/{week}/{userId}',
    'GET /api/picks/weekly/{week}/csv',
    'GET /api/leaderboard/weekly/{week}/csv',
    'GET /api/leaderboard/season/csv',
  ];
  const readAll = async (client: PoolClient, userId: string) => [
    await client.get('/api/leaderboard/weekly/3'),
    await client.get('/api/leaderboard/season'),
    await client.get('/api/picks/weekly/3'),
    await client.send('POST', '/api/picks/weekly/batch-details/3', { userIds: [userId] }),
    await client.get('/api/picks/splits/3'),
    await client.get(`/api/picks/weekly/3/${userId}`),
    await client.get('/api/picks/weekly/3/csv'),
    await client.get('/api/leaderboard/weekly/3/csv'),
    await client.get('/api/leaderboard/season/csv'),
  ];
  const signedIn = async (email: string, loginPath?: string) => {
    const { client } = await signIn(stack.url, email, { loginPath });
    const id = (await (await client.get('/api/auth/user')).json()).id as string;
    return { client, id };
  };

  it('marks the standings and the picks grid full-app only in the manifest', () => {
    expect(standingsAndPicksGrid.map((key) => findRouteByKey(key)?.access)).toEqual(
      standingsAndPicksGrid.map(() => 'fullApp'),
    );
  });

  it('refuses a Week 6 only player and a Week 5 player without the full app, not a full-app player', async () => {
    const week6Only = await signedIn('week6.reader@example.com', '/api/week6/login');
    const week5 = await signedIn('week5.reader@example.com');
    await updateUser(week5.id, { hasWeek5: true, hasFullApp: false });
    const fullApp = await signedIn('full.reader@example.com');
    for (const limited of [week6Only, week5]) {
      const responses = await readAll(limited.client, limited.id);
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 403));
    }
    const allowed = await readAll(fullApp.client, fullApp.id);
    expect(allowed.map((response) => response.status)).toEqual(allowed.map(() => 200));
  });
});
