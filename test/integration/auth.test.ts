import { describe, expect, it } from 'vitest';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile();

describe('signing in through the local login provider', () => {
  it('answers 401 with a JSON message and a Server-Timing header when signed out', async () => {
    const response = await fetch(`${stack.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('server-timing')).toMatch(/db;desc="DynamoDB \d+ calls";dur=/);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('creates a full-app user on first sign-in, with a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const client = new PoolClient(stack.url);
    const login = await client.get('/api/login');
    expect(login.status).toBe(302);
    const location = new URL(login.headers.get('location') ?? '');
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();

    const { client: signedIn, landedAt } = await signIn(stack.url, 'New.Player@Example.com', {
      name: 'Nina Park',
    });
    expect(landedAt).toBe('/');
    const sessionCookie = signedIn.setCookieLines.find((line) => line.startsWith('pool_session='));
    expect(sessionCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // The page the sign-in lands on is picked by the signed-in hint, which the page itself can read.
    const hint = signedIn.setCookieLines.find((line) => line.startsWith('pool_signed_in='));
    expect(hint).toMatch(/^pool_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    const me = await signedIn.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'new.player@example.com',
      firstName: 'Nina',
      lastName: 'Park',
      username: null,
      isAdmin: false,
      hasFullApp: true,
      userType: 'full_app',
      defaultPick: 'favorite',
      impersonationContext: { isImpersonating: false, impersonatedUserEmail: null },
    });
  });

  it('signs the same email in as the same user again', async () => {
    const first = await (
      await (await signIn(stack.url, 'repeat@example.com')).client.get('/api/auth/user')
    ).json();
    const second = await (
      await (await signIn(stack.url, 'REPEAT@example.com')).client.get('/api/auth/user')
    ).json();
    expect(second.id).toBe(first.id);
  });

  it('makes ADMIN_EMAILS admins', async () => {
    const { client } = await signIn(stack.url, 'admin@example.com');
    expect(await (await client.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });
  });

  it('makes sign-ups through the Week 6 link week6_only users', async () => {
    const { client, landedAt } = await signIn(stack.url, 'week6.fan@example.com', {
      loginPath: '/api/week6/login',
    });
    expect(landedAt).toBe('/');
    expect(await (await client.get('/api/auth/user')).json()).toMatchObject({
      userType: 'week6_only',
      hasFullApp: false,
    });
  });

  it('sends an existing user who uses the Week 6 link to the existing-account screen', async () => {
    await signIn(stack.url, 'regular@example.com');
    const { landedAt } = await signIn(stack.url, 'regular@example.com', { loginPath: '/api/week6/login' });
    expect(landedAt).toBe('/week6/existing-user');
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const { client } = await signIn(stack.url, 'leaving@example.com');
    const oldCookie = client.cookieHeader;
    const logout = await client.signOut();
    expect(logout.status).toBe(302);
    expect(logout.headers.getSetCookie().join()).toMatch(/pool_session=;.*Max-Age=0/);
    expect(logout.headers.getSetCookie().join()).toMatch(/pool_signed_in=; Path=\/; SameSite=Lax; Max-Age=0/);
    const replay = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('refuses a callback whose state was not issued to this browser, and signs nobody in', async () => {
    const client = new PoolClient(stack.url);
    await client.get('/api/login');
    client.setCookie('pool_login', 'somebody-elses-state');
    const response = await client.get('/api/callback?state=forged&code=whatever');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in expired, please sign in again');
    expect(response.headers.getSetCookie().join()).not.toContain('pool_session=');
  });

  it('refuses a forged session cookie', async () => {
    const response = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: 'pool_session=forged' },
    });
    expect(response.status).toBe(401);
  });
});
