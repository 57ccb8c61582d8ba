import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../functions/lib/config';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

const stack = localStackForFile();
const LIMIT_VARIABLES = ['SIGN_IN_LIMIT_PER_ADDRESS', 'SIGN_IN_LIMIT_PER_EMAIL'];
let raisedLocally: [string, string | undefined][] = [];
let limits = { perAddress: 0, perEmail: 0, windowSeconds: 0 };

beforeAll(() => {
  // The test stacks raise the limits for everyone on 127.0.0.1; this file tests the real ones.
  raisedLocally = LIMIT_VARIABLES.map((name) => [name, process.env[name]]);
  for (const name of LIMIT_VARIABLES) delete process.env[name];
  limits = config.signInLimits();
});
afterAll(() => {
  for (const [name, value] of raisedLocally) if (value !== undefined) process.env[name] = value;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each test runs in a window of its own: the wall clock set a second into the window after the last one. */
let windowsUsed = 0;
const freshWindow = () => {
  windowsUsed += 1;
  const windowMs = limits.windowSeconds * 1000;
  const startsAt = (Math.floor(Date.now() / windowMs) + windowsUsed * 2) * windowMs;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(startsAt + 1000);
  return { startsAt, endsAt: startsAt + windowMs };
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from a loopback address of our choosing (Linux answers all of 127/8): another visitor's connection. */
const sendFrom = (
  localAddress: string,
  path: string,
  headers: Record<string, string> = {},
  form?: Record<string, string>,
) =>
  new Promise<Answer>((resolve, reject) => {
    const options = {
      localAddress,
      agent: false,
      method: form ? 'POST' : 'GET',
      headers: form
        ? { ...headers, origin: stack.url, 'content-type': 'application/x-www-form-urlencoded' }
        : headers,
    };
    const sent = request(new URL(path, stack.url), options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
    sent.end(form ? new URLSearchParams(form).toString() : undefined);
  });

const getFrom = (localAddress: string, path: string, headers: Record<string, string> = {}) =>
  sendFrom(localAddress, path, headers);

const expectTooMany = (answer: { status: number; body: string; retryAfter: string | null | undefined }) => {
  expect(answer.status).toBe(429);
  expect(JSON.parse(answer.body).message).toMatch(
    /^Too many sign-in attempts, please try again in \d+ minutes?$/,
  );
  const retryAfter = Number(answer.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limits.windowSeconds);
  return retryAfter;
};

/** What chromium sends when it navigates to a page. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** The 429 as a browser reads it: a page with the wait, the way back and Retry-After, nothing set. */
const expectWaitPage = (answer: Answer, retryAfter: string, retryPath: string) => {
  expect(answer.status).toBe(429);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['retry-after']).toBe(retryAfter);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['set-cookie']).toBeUndefined();
  const minutes = Math.ceil(Number(retryAfter) / 60);
  expect(answer.body).toContain('<h1>Too many sign-in attempts</h1>');
  expect(answer.body).toContain(
    `Too many sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  expect(answer.body).toContain('<a class="primary" href="/">Back to the pool</a>');
  expect(answer.body).toContain(`href="${retryPath}">Sign in again</a>`);
  expect(answer.body).not.toContain('{"message"');
};

const fromAddress = (answer: Answer) => ({ ...answer, retryAfter: answer.headers['retry-after'] as string });

const withoutAddressCounters = (items: Record<string, unknown>[]) =>
  items.filter((item) => !String(item.PK).startsWith('SIGNIN#ADDRESS#'));

/** Opens the provider's form and submits it: the client and the /api/callback URL it was sent to (not yet followed). */
const reachCallback = async (email: string) => {
  const client = new PoolClient(stack.url);
  const form = await client.follow(await client.get('/api/login'));
  expect(form.response.status).toBe(200);
  let answer = await client.request(`${new URL(form.url).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name: '' }).toString(),
  });
  let url = form.url;
  for (;;) {
    url = new URL(answer.headers.get('location') ?? '/', url).href;
    if (new URL(url).pathname === '/api/callback') return { client, callbackUrl: url };
    answer = await client.request(url);
  }
};

describe('sign-in attempts per client address', () => {
  it('are the limits a real pool tolerates: 20 per address and 10 per email in 10 minutes', () => {
    expect(limits).toEqual({ perAddress: 20, perEmail: 10, windowSeconds: 600 });
  });

  it('lets an address start 20 sign-ins in a window, refuses the next with 429, then lets it in again', async () => {
    const window = freshWindow();
    for (let attempt = 0; attempt < limits.perAddress; attempt += 1) {
      const answer = await getFrom('127.0.0.2', attempt % 2 ? '/api/week6/login' : '/api/login');
      expect(answer.status).toBe(302);
    }
    const before = await tableSnapshot();
    const refused = fromAddress(await getFrom('127.0.0.2', '/api/login'));
    expect(expectTooMany(refused)).toBe((window.endsAt - Date.now()) / 1000);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(expectTooMany(fromAddress(await getFrom('127.0.0.2', '/api/week6/login')))).toBeGreaterThan(0);
    // Neither header is the client's to set: the gateway (CloudFront in AWS) writes the viewer's address.
    const forged = await getFrom('127.0.0.2', '/api/login', {
      'cloudfront-viewer-address': '203.0.113.7:443',
      'x-forwarded-for': '203.0.113.7',
      forwarded: 'for=203.0.113.7',
    });
    expect(forged.status).toBe(429);
    expect(await tableSnapshot()).toEqual(before);

    // A browser navigates here: it gets a page saying how long to wait, with the same status and Retry-After.
    const page = await getFrom('127.0.0.2', '/api/login', { accept: BROWSER_ACCEPT });
    expectWaitPage(page, refused.retryAfter, '/api/login');
    expectWaitPage(
      await getFrom('127.0.0.2', '/api/week6/login', { accept: BROWSER_ACCEPT }),
      refused.retryAfter,
      '/api/week6/login',
    );
    expect(await tableSnapshot()).toEqual(before);

    expect((await getFrom('127.0.0.4', '/api/login')).status).toBe(302);
    vi.setSystemTime(window.endsAt - 1000);
    expect((await getFrom('127.0.0.2', '/api/login')).status).toBe(429);
    vi.setSystemTime(window.endsAt);
    expect((await getFrom('127.0.0.2', '/api/login')).status).toBe(302);
  });

  it("counts the invite page's form as a sign-in start: guesses of the code run into the limit, the right code then too", async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const link = (await (await admin.get('/api/admin/invite')).json()) as { url: string };
    const code = new URL(link.url).hash.slice(1);
    freshWindow();
    for (let guess = 0; guess < limits.perAddress; guess += 1) {
      const answer = await sendFrom('127.0.0.5', '/api/join', {}, { code: `guess-${guess}` });
      expect({ status: answer.status, location: answer.headers.location }).toEqual({
        status: 303,
        location: '/join?invalid=1',
      });
    }
    expectTooMany(fromAddress(await sendFrom('127.0.0.5', '/api/join', {}, { code })));
    expect((await sendFrom('127.0.0.6', '/api/join', {}, { code })).status).toBe(302);
  });

  it('lets exactly 20 of 50 sign-in starts sent at once from one address through', async () => {
    freshWindow();
    const answers = await Promise.all(Array.from({ length: 50 }, () => getFrom('127.0.0.3', '/api/login')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(limits.perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limits.perAddress);
    const counters = (await tableSnapshot()).filter((item) => item.PK === 'SIGNIN#ADDRESS#127.0.0.3');
    expect(counters.map((item) => item.attempts)).toEqual([limits.perAddress]);
  });
});

describe('sign-ins per email, counted when the provider has said who it is', () => {
  it('signs one email in 10 times in a window, refuses the 11th at the callback, and keeps others and the window after', async () => {
    const window = freshWindow();
    const sessions: PoolClient[] = [];
    for (let attempt = 0; attempt < limits.perEmail; attempt += 1) {
      const { client, landedAt } = await signIn(stack.url, 'Busy.Player@example.com');
      expect(landedAt).toBe('/');
      sessions.push(client);
    }
    const { client, callbackUrl } = await reachCallback('busy.player@example.com');
    const before = withoutAddressCounters(await tableSnapshot());
    const refused = await client.get(callbackUrl);
    expectTooMany({
      status: refused.status,
      body: await refused.text(),
      retryAfter: refused.headers.get('retry-after'),
    });
    expect(refused.headers.getSetCookie().join()).not.toContain('pool_session=');
    // The login attempt was used up (deleted); nothing else moved: no session, no profile write.
    const after = withoutAddressCounters(await tableSnapshot());
    const state = new URL(callbackUrl).searchParams.get('state');
    expect(after).toEqual(before.filter((item) => item.PK !== `LOGIN#${state}`));

    // The same refusal where a browser follows the provider's redirect: the page, not the JSON.
    const browser = await reachCallback('busy.player@example.com');
    const page = await browser.client.request(browser.callbackUrl, { headers: { accept: BROWSER_ACCEPT } });
    expectWaitPage(
      { status: page.status, headers: Object.fromEntries(page.headers), body: await page.text() },
      refused.headers.get('retry-after') ?? '',
      '/api/login',
    );

    for (const signedIn of sessions) expect((await signedIn.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(stack.url, 'someone.else@example.com')).landedAt).toBe('/');
    vi.setSystemTime(window.endsAt);
    const again = await signIn(stack.url, 'busy.player@example.com');
    expect((await again.client.get('/api/auth/user')).status).toBe(200);
  });

  it('completes exactly 10 of 30 sign-ins of one new email whose callbacks arrive at once, as one user', async () => {
    freshWindow();
    process.env.SIGN_IN_LIMIT_PER_ADDRESS = '1000';
    try {
      const pending = await Promise.all(Array.from({ length: 30 }, () => reachCallback('rush@example.com')));
      const answers = await Promise.all(pending.map(({ client, callbackUrl }) => client.get(callbackUrl)));
      expect(answers.filter((answer) => answer.status === 302)).toHaveLength(limits.perEmail);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - limits.perEmail);
      const signedIn = pending.filter((_, i) => answers[i]?.status === 302);
      const ids = new Set<string>();
      for (const { client } of signedIn) ids.add((await (await client.get('/api/auth/user')).json()).id);
      expect(ids.size).toBe(1);
      const items = await tableSnapshot();
      const hash = createHash('sha256').update('rush@example.com').digest('hex');
      expect(items.filter((item) => item.PK === `SIGNIN#EMAIL#${hash}`).map((item) => item.attempts)).toEqual(
        [limits.perEmail],
      );
      expect(items.filter((item) => String(item.PK).startsWith('EMAIL#rush@'))).toHaveLength(1);
      expect(JSON.stringify(items)).not.toContain('SIGNIN#EMAIL#rush');
    } finally {
      delete process.env.SIGN_IN_LIMIT_PER_ADDRESS;
    }
  });
});
