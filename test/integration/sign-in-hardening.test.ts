import { createHash } from 'node:crypto';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import Provider, { errors } from 'oidc-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putSession } from '../../functions/lib/data/sessions-repository';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Opens the local login form in a fresh browser: the client (with its interaction cookie) and the form's URL. */
const openLoginForm = async () => {
  const client = new PoolClient(stack.url);
  const form = await client.follow(await client.get('/api/login'));
  expect(form.response.status).toBe(200);
  return { client, formUrl: form.url };
};

const postLoginForm = (client: PoolClient, formUrl: string, fields: Record<string, string>) =>
  client.request(`${formUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** Signs in through the form and answers where the browser ends up, for sign-ins that may fail. */
const trySignIn = async (email: string) => {
  const { client, formUrl } = await openLoginForm();
  const landed = await client.follow(await postLoginForm(client, formUrl, { email, name: '' }));
  return { client, ...landed };
};

const currentUser = async (client: PoolClient) => {
  const response = await client.get('/api/auth/user');
  expect(response.status).toBe(200);
  return response.json();
};

/** A login provider that puts other claims in its (validly signed) ID token: the fault the callback must survive. */
const idTokenClaims = (overrides: Record<string, string | boolean>) => {
  const verify = JwtRsaVerifier.prototype.verify;
  vi.spyOn(JwtRsaVerifier.prototype, 'verify').mockImplementation(async function (
    this: typeof JwtRsaVerifier.prototype,
    ...args: Parameters<typeof verify>
  ) {
    return { ...(await verify.apply(this, args)), ...overrides };
  });
};

describe('paths with a malformed percent-encoding', () => {
  it.each(['/api/user/%zz', '/api/user/%E0%A4%A'])('answers %s with 400 and a JSON message', async (path) => {
    const response = await fetch(`${stack.url}${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).message).toMatch(/percent-encoding/);
  });

  it.each(['/%E0%A4%A', '/weekly-picks/%zz'])('answers the page path %s with 400 text', async (path) => {
    const response = await fetch(`${stack.url}${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/percent-encoding/);
  });
});

describe('the local login form', () => {
  it('answers a form post without its interaction cookie with a 400 page that starts sign-in again', async () => {
    const { formUrl } = await openLoginForm();
    const response = await postLoginForm(new PoolClient(stack.url), formUrl, { email: 'late@example.com' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('This sign-in has expired');
    expect(html).toContain('href="/api/login"');
  });

  it('answers an interaction page that no longer exists with the same 400 page', async () => {
    const response = await fetch(`${stack.url}/oidc/interaction/gone-interaction`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('answers any other refusal from the login provider with its 4xx status, not a 500', async () => {
    const { client, formUrl } = await openLoginForm();
    vi.spyOn(Provider.prototype, 'interactionDetails').mockRejectedValue(
      new errors.InvalidRequest('interaction refused'),
    );
    const response = await postLoginForm(client, formUrl, { email: 'refused@example.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('interaction refused');
  });

  it('refuses a 3,000-character email with its form page, and signs nobody in', async () => {
    const { client, formUrl } = await openLoginForm();
    const response = await postLoginForm(client, formUrl, { email: `${'a'.repeat(2988)}@example.com` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('254 characters');
    expect(html).toContain('<form method="post"');
    expect(client.cookie('pool_session')).toBeUndefined();
  });

  it('refuses a name over 100 characters with its form page', async () => {
    const { client, formUrl } = await openLoginForm();
    const response = await postLoginForm(client, formUrl, {
      email: 'long.name@example.com',
      name: 'N'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('100 characters');
  });

  it('signs the admin email followed by a zero-width space in as the admin, not as a second account', async () => {
    const admin = await currentUser((await signIn(stack.url, 'admin@example.com')).client);
    const lookalike = await currentUser((await signIn(stack.url, 'admin@example.com\u200b')).client);
    expect(lookalike).toMatchObject({ id: admin.id, email: 'admin@example.com', isAdmin: true });
  });
});

describe('the callback checks the ID token it is given', () => {
  it('refuses a 3,000-character email with 400 and a clear message, and starts no session', async () => {
    idTokenClaims({ email: `${'a'.repeat(2988)}@example.com` });
    const { client, response, url } = await trySignIn('long@example.com');
    expect(new URL(url).pathname).toBe('/api/callback');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in could not be completed, please sign in again');
    expect(client.cookie('pool_session')).toBeUndefined();
  });

  it.each([false, 'false'])(
    'refuses an email the provider has not verified (email_verified %j) and starts no session',
    async (emailVerified) => {
      idTokenClaims({ email_verified: emailVerified });
      const { client, response } = await trySignIn('unverified@example.com');
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('Sign-in could not be completed, please sign in again');
      expect(client.cookie('pool_session')).toBeUndefined();
    },
  );

  it('signs an email with a zero-width space in as the same person as the plain email', async () => {
    const admin = await currentUser((await signIn(stack.url, 'admin@example.com')).client);
    idTokenClaims({ email: 'Admin@Example.com\u200b' });
    const { client } = await trySignIn('someone.else@example.com');
    expect(await currentUser(client)).toMatchObject({ id: admin.id, email: 'admin@example.com' });
  });

  it('caps the names it stores at 100 characters', async () => {
    idTokenClaims({ given_name: 'G'.repeat(3000), family_name: 'F'.repeat(3000), name: 'N'.repeat(3000) });
    const { client } = await trySignIn('long.names@example.com');
    const me = await currentUser(client);
    expect(me.firstName).toBe('G'.repeat(100));
    expect(me.lastName).toBe('F'.repeat(100));
  });

  it("does not echo the provider's error text back", async () => {
    const client = new PoolClient(stack.url);
    await client.get('/api/login');
    const state = client.cookie('pool_login') ?? '';
    const planted = 'Your account is locked, call 555-0100 <b>now</b>';
    const response = await client.get(
      `/api/callback?state=${state}&error=access_denied&error_description=${encodeURIComponent(planted)}`,
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body).message).toBe('Sign-in was cancelled or failed, please sign in again');
    expect(body).not.toContain('555-0100');
    expect(body).not.toContain('access_denied');
  });
});

describe('signing out', () => {
  it.each([
    ['a cross-site link', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://elsewhere.example' }],
    ['a request without fetch metadata', {}],
  ])(
    'keeps the session when the sign-out comes from %s, and lands on the page that asks',
    async (_, headers) => {
      const { client } = await signIn(stack.url, 'stays@example.com');
      const logout = await client.request('/api/logout', { headers });
      expect(logout.status).toBe(302);
      expect(new URL(logout.headers.get('location') ?? '', stack.url).pathname).toBe('/sign-out');
      expect(logout.headers.getSetCookie().join()).not.toContain('pool_session=');
      expect((await client.get('/api/auth/user')).status).toBe(200);
    },
  );

  it.each([
    ['the site itself', { 'sec-fetch-site': 'same-origin' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
    ['the site origin', { origin: 'SITE' }],
  ])('ends the session when the sign-out comes from %s', async (_, headers) => {
    const { client } = await signIn(stack.url, 'leaves@example.com');
    const oldCookie = client.cookieHeader;
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value === 'SITE' ? stack.url : value]),
    );
    const logout = await client.request('/api/logout', { headers: sent });
    expect(logout.status).toBe(302);
    expect(new URL(logout.headers.get('location') ?? '', stack.url).pathname).not.toBe('/sign-out');
    expect(logout.headers.getSetCookie().join()).toMatch(/pool_session=;.*Max-Age=0/);
    const replay = await fetch(`${stack.url}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });
});

describe('sessions', () => {
  it('refuses a session once the lifetime its cookie announced has passed', async () => {
    const { client } = await signIn(stack.url, 'expiring@example.com');
    const sessionCookie = client.setCookieLines.find((line) => line.startsWith('pool_session=')) ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(sessionCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedInAt + (maxAge - 60) * 1000);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    vi.setSystemTime(signedInAt + (maxAge + 1) * 1000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a session cookie whose value was tampered with', async () => {
    const { client } = await signIn(stack.url, 'tamper@example.com');
    const token = client.cookie('pool_session') ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${tampered}` },
    });
    expect(response.status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('checks the session in one DynamoDB call: the session and its user in one read', async () => {
    const { client } = await signIn(stack.url, 'one-call@example.com');
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toMatch(/DynamoDB 1 calls/);
  });

  it("refuses a session cookie whose user id part was changed to another player's", async () => {
    const { client: mallory } = await signIn(stack.url, 'mallory@example.com');
    const { client: victim } = await signIn(stack.url, 'victim@example.com');
    const victimId = (await currentUser(victim)).id;
    const token = mallory.cookie('pool_session') ?? '';
    const [malloryId, random] = token.split('.');
    expect(malloryId).toBe((await currentUser(mallory)).id);
    const response = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${victimId}.${random}` },
    });
    expect(response.status).toBe(401);
    expect((await currentUser(victim)).id).toBe(victimId);
  });

  it('refuses a stored session that names another user than its cookie', async () => {
    const { client: owner } = await signIn(stack.url, 'owner@example.com');
    const { client: other } = await signIn(stack.url, 'other@example.com');
    const otherId = (await currentUser(other)).id;
    const token = `${otherId}.${'x'.repeat(43)}`;
    await putSession({
      id: createHash('sha256').update(token).digest('hex'),
      userId: (await currentUser(owner)).id,
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const response = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a cookie of the format before issue 15 (no user id part): the player signs in again', async () => {
    const { client } = await signIn(stack.url, 'old-cookie@example.com');
    const token = 'y'.repeat(43);
    await putSession({
      id: createHash('sha256').update(token).digest('hex'),
      userId: (await currentUser(client)).id,
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const response = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${token}` },
    });
    expect(response.status).toBe(401);
  });
});
