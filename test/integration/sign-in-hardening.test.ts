import { createHash, createPrivateKey, generateKeyPairSync, KeyObject, sign } from 'node:crypto';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { CompactSign } from 'jose';
import Provider, { errors } from 'oidc-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putSession } from '../../functions/lib/data/sessions-repository';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

const stack = localStackForFile();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Opens the local login form in a browser (a fresh one unless given): the client (with its interaction cookie) and the form's URL. */
const openLoginForm = async (client = new PoolClient(stack.url)) => {
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
const trySignIn = async (email: string, browser?: PoolClient) => {
  const { client, formUrl } = await openLoginForm(browser);
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

  it('refuses a cookie of the older format (no user id part): the player signs in again', async () => {
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

type Claims = Record<string, unknown>;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string | undefined): Claims =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString());

/** The key the local provider signs its ID tokens with, caught as it signs one. */
const providerSigningKey = (): (() => KeyObject) => {
  let caught: unknown;
  const original = CompactSign.prototype.sign;
  vi.spyOn(CompactSign.prototype, 'sign').mockImplementation(async function (
    this: CompactSign,
    ...args: Parameters<typeof original>
  ) {
    caught = args[0];
    return original.apply(this, args);
  });
  return () => {
    if (caught instanceof KeyObject) return caught;
    if (caught instanceof CryptoKey) return KeyObject.from(caught);
    return createPrivateKey({ key: caught as never, format: 'jwk' });
  };
};

const signToken = (header: Claims, claims: Claims, key: KeyObject | null) => {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${key ? sign('sha256', Buffer.from(input), key).toString('base64url') : ''}`;
};

/**
 * The provider's token answer, with its ID token replaced on the way to the app: what a forger
 * (or a provider of another app) would hand the callback.
 */
const forgeIdToken = (forge: (token: string, providerKey: () => KeyObject) => string) => {
  const providerKey = providerSigningKey();
  const fetchFor = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = await fetchFor(input, init);
    if (!String(input instanceof Request ? input.url : input).endsWith('/oidc/token')) return answer;
    const body = await answer.json();
    return new Response(JSON.stringify({ ...body, id_token: forge(body.id_token, providerKey) }), {
      status: answer.status,
      headers: answer.headers,
    });
  });
};

/** Re-signs the provider's token with `changes` to its claims, with the provider's own key or another. */
const resigned =
  (changes: (claims: Claims) => Claims, key: 'provider' | 'stranger' = 'provider') =>
  (token: string, providerKey: () => KeyObject) => {
    const [header, payload] = token.split('.');
    const signingKey =
      key === 'provider' ? providerKey() : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    return signToken(decodePart(header), changes(decodePart(payload)), signingKey);
  };

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the callback refuses an ID token the provider did not issue to this app', () => {
  it.each<[string, (token: string, providerKey: () => KeyObject) => string]>([
    ['signed with another key under the provider’s key id', resigned((claims) => claims, 'stranger')],
    [
      'whose claims were edited (the email made the admin’s) under the provider’s signature',
      (token) => {
        const [header, payload, signature] = token.split('.');
        return `${header}.${base64url({ ...decodePart(payload), email: 'admin@example.com' })}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      (token) => {
        const [header, payload] = token.split('.');
        return signToken({ ...decodePart(header), alg: 'none' }, decodePart(payload), null);
      },
    ],
    [
      'that has expired',
      resigned((claims) => ({ ...claims, iat: nowSeconds() - 700, exp: nowSeconds() - 100 })),
    ],
    ['issued to another client (audience)', resigned((claims) => ({ ...claims, aud: 'another-app' }))],
    ['from another issuer', resigned((claims) => ({ ...claims, iss: 'https://login.evil.example/oidc' }))],
  ])('refuses a token %s: 400, no session, nobody signed up', async (_, forge) => {
    const email = `forged.${createHash('sha256').update(_).digest('hex').slice(0, 8)}@example.com`;
    forgeIdToken(forge);
    const { client, response, url } = await trySignIn(email);
    expect(new URL(url).pathname).toBe('/api/callback');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in could not be completed, please sign in again');
    expect(client.cookie('pool_session')).toBeUndefined();
    const items = await tableSnapshot();
    expect(items.filter((item) => String(item.PK) === `EMAIL#${email}`)).toEqual([]);
  });

  it('accepts the same token re-signed unchanged with the provider’s key (the forgeries above fail for what they changed)', async () => {
    forgeIdToken(resigned((claims) => claims));
    // The callback's own answer: the page it sends the browser to is the built SPA's, absent while it builds.
    const { client, answer } = await completedCallback('resigned@example.com');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect((await currentUser(client)).email).toBe('resigned@example.com');
  });
});

/** Signs in through the form up to the app's callback, which is answered but whose redirect is not followed. */
const completedCallback = async (email: string) => {
  const { client, formUrl } = await openLoginForm();
  let answer = await postLoginForm(client, formUrl, { email, name: '' });
  let url = formUrl;
  for (;;) {
    url = new URL(answer.headers.get('location') ?? '/', url).href;
    const loginState = client.cookie('pool_login') ?? '';
    answer = await client.request(url);
    if (new URL(url).pathname === '/api/callback') return { client, callbackUrl: url, loginState, answer };
  }
};

describe('the callback URL', () => {
  it('refuses a callback without a state: 400, no session', async () => {
    const client = new PoolClient(stack.url);
    await client.get('/api/login');
    const response = await client.get('/api/callback?code=whatever');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in expired, please sign in again');
    expect(response.headers.getSetCookie().join()).not.toContain('pool_session=');
  });

  it('works once: the same callback (state and code) sent again with its login cookie starts no session', async () => {
    const { callbackUrl, loginState, answer } = await completedCallback('once@example.com');
    expect(answer.status).toBe(302);
    const replay = new PoolClient(stack.url);
    replay.setCookie('pool_login', loginState);
    const before = await tableSnapshot();
    const response = await replay.get(callbackUrl);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in expired, please sign in again');
    expect(replay.cookie('pool_session')).toBeUndefined();
    expect(await tableSnapshot()).toEqual(before);
  });

  it('refuses a used authorization code replayed under a fresh state of this browser', async () => {
    const { callbackUrl } = await completedCallback('code.replay@example.com');
    const attacker = new PoolClient(stack.url);
    await attacker.get('/api/login');
    const replayed = new URL(callbackUrl);
    replayed.searchParams.set('state', attacker.cookie('pool_login') ?? '');
    const response = await attacker.get(`${replayed.pathname}${replayed.search}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Sign-in could not be completed, please sign in again');
    expect(attacker.cookie('pool_session')).toBeUndefined();
  });
});

describe('session fixation', () => {
  it('never promotes a session cookie set before sign-in: the signed-in cookie differs and the old value is refused', async () => {
    const browser = new PoolClient(stack.url);
    browser.setCookie('pool_session', 'planted.fixed-by-the-attacker');
    await trySignIn('fixed@example.com', browser);
    const token = browser.cookie('pool_session');
    expect(token).toBeDefined();
    expect(token).not.toBe('planted.fixed-by-the-attacker');
    expect((await currentUser(browser)).email).toBe('fixed@example.com');
    const planted = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: 'pool_session=planted.fixed-by-the-attacker' },
    });
    expect(planted.status).toBe(401);
  });

  it("never turns the attacker's own session, planted in a browser, into the victim's", async () => {
    const { client: mallory } = await signIn(stack.url, 'mallory.fixer@example.com');
    const malloryToken = mallory.cookie('pool_session') ?? '';
    const browser = new PoolClient(stack.url);
    browser.setCookie('pool_session', malloryToken);
    await trySignIn('victim.fixed@example.com', browser);
    expect(browser.cookie('pool_session')).not.toBe(malloryToken);
    expect((await currentUser(browser)).email).toBe('victim.fixed@example.com');
    expect((await currentUser(mallory)).email).toBe('mallory.fixer@example.com');
  });
});

describe('a removed user', () => {
  it('is refused even with a session that outlived the removal (a sign-in racing it)', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const { client } = await signIn(stack.url, 'removed.racer@example.com');
    const { id } = await currentUser(client);
    const token = client.cookie('pool_session') ?? '';
    expect((await admin.send('DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    await putSession({
      id: createHash('sha256').update(token).digest('hex'),
      userId: id,
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.send('POST', '/api/users/username', { username: 'ghost_user' })).status).toBe(401);
  });
});

describe('mutations from anywhere but the site, or not as JSON', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['another site', { origin: 'https://evil.example' }, 'Cross-site request refused'],
    ['no Origin', { origin: undefined }, 'Cross-site request refused'],
    ['an opaque origin (null)', { origin: 'null' }, 'Cross-site request refused'],
    ['a look-alike origin', { origin: 'SITE.evil.example' }, 'Cross-site request refused'],
    ['text/plain', { 'content-type': 'text/plain' }, 'Mutations must be sent as application/json'],
    [
      'a form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'Mutations must be sent as application/json',
    ],
    [
      'multipart',
      { 'content-type': 'multipart/form-data; boundary=x' },
      'Mutations must be sent as application/json',
    ],
    ['no content type', { 'content-type': undefined }, 'Mutations must be sent as application/json'],
  ])('refuses one from %s with 403 and changes nothing in the table', async (_, headers, message) => {
    const { client } = await signIn(stack.url, 'csrf.target@example.com');
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value?.replace('SITE', stack.url)]),
    );
    const before = await tableSnapshot();
    for (const [method, path, body] of [
      ['POST', '/api/users/username', { username: 'csrf_victim', defaultPick: 'home' }],
      ['PUT', '/api/users/reminders', { enabled: true, leadHours: 6 }],
    ] as const) {
      const response = await client.send(method, path, JSON.stringify(body), sent);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message });
    }
    expect(await tableSnapshot()).toEqual(before);
  });
});
