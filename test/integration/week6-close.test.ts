import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import type { CurrentUser } from '../../shared/user';
import type { Week6RegistrationStatus } from '../../shared/week6-registration';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

/*
 * The Week 6 pools close at the first kickoff of their closing week (Thu Oct 9, 8:15 PM ET for Week
 * 6): every route that registers or makes an entry is refused after it, with a message naming when,
 * and nothing is stored. An admin may move the closing week; the move is audited.
 */
const BEFORE_KICKOFF = '2025-10-09T20:00:00.000Z';
const WEEK6_KICKOFF = '2025-10-10T00:15:00.000Z';
const WEEK7_KICKOFF = '2025-10-17T00:15:00.000Z';
const CLOSED = /^Week 6 pool registration closed at the first Week 6 kickoff \(Thu, Oct 9, 8:15 PM ET\)/;
const stack = localStackForFile({ seed: false, poolNow: BEFORE_KICKOFF });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
/** Signed up through the landing's Week 6 link before the close, with a username and two entries. */
let early: PoolClient;
/** Signed up through the Week 6 link before the close, but stopped before choosing a username. */
let unfinished: PoolClient;

const status = () => json<Week6RegistrationStatus>(new PoolClient(stack.url).get('/api/week6/registration'));
const entriesOf = (client: PoolClient) => json<SurvivorEntry[]>(client.get('/api/week6/entries'));
const me = (client: PoolClient) => json<CurrentUser>(client.get('/api/auth/user'));

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  expect((await admin.send('POST', '/api/admin/sync-teams', {})).status).toBe(200);
  for (const week of [6, 7]) {
    expect((await admin.send('POST', `/api/admin/sync-schedule/${week}`, {})).status).toBe(200);
  }
  early = (await signIn(stack.url, 'early.six@example.com', { loginPath: '/api/week6/login' })).client;
  unfinished = (await signIn(stack.url, 'unfinished.six@example.com', { loginPath: '/api/week6/login' }))
    .client;
});

describe('before the first Week 6 kickoff', () => {
  it('takes sign-ups, registrations, new entries and deletes, and tells anyone it is open', async () => {
    expect(await status()).toEqual({
      isOpen: true,
      closeWeek: 6,
      closesAt: WEEK6_KICKOFF,
      closesAtText: 'Thu, Oct 9, 8:15 PM ET',
      entries: 0,
      alive: 0,
      startWeek: 6,
      nextLockAt: WEEK6_KICKOFF,
      nextLockText: 'Thu, Oct 9, 8:15 PM ET',
    });
    expect((await me(early)).userType).toBe('week6_only');
    expect((await early.send('POST', '/api/week6/username', { username: 'early_six' })).status).toBe(200);
    expect((await early.send('POST', '/api/week6/entries/register', { count: 2 })).status).toBe(200);
    expect((await early.send('POST', '/api/week6/register', { count: 1 })).status).toBe(200);
    const made = await early.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Spare' });
    expect(made.status).toBe(200);
    const spare = await json<SurvivorEntry>(made);
    expect((await early.send('DELETE', `/api/week6/entries/${spare.id}`)).status).toBe(200);
    expect(await entriesOf(early)).toHaveLength(3);
    expect(await status()).toMatchObject({ isOpen: true, entries: 3, alive: 3 });
  });
});

describe('the Week 6 reads, warm', () => {
  const callsOf = async (client: PoolClient, path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    return Number(/DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  };

  it('read the pool list and every pool in one batched version read beside the session check', async () => {
    // The entries made above are in a stored pool, so there is a pool to read.
    expect((await status()).entries).toBeGreaterThan(0);
    const anyone = new PoolClient(stack.url);
    await callsOf(anyone, '/api/week6/registration');
    expect(await callsOf(anyone, '/api/week6/registration')).toBe(1);
    const session = await callsOf(early, '/api/auth/user');
    for (const path of ['/api/week6/registration', '/api/week6/entries']) {
      await callsOf(early, path);
      expect(await callsOf(early, path), path).toBe(session + 1);
    }
  });
});

describe('from the first Week 6 kickoff', () => {
  it('refuses every registration and new entry with 409 naming when it closed, and stores nothing', async () => {
    setClock(WEEK6_KICKOFF);
    const before = await entriesOf(early);
    const refused: [string, () => Promise<Response>][] = [
      ['register', () => early.send('POST', '/api/week6/entries/register', { count: 2 })],
      ['register (old path)', () => early.send('POST', '/api/week6/register', { count: 1 })],
      ['new entry', () => early.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Late' })],
      [
        'delete a live entry',
        () => early.send('DELETE', `/api/week6/entries/${before[0]?.id ?? 'week6.none'}`),
      ],
    ];
    for (const [what, call] of refused) {
      const response = await call();
      expect(response.status, what).toBe(409);
      expect((await json<{ message: string }>(response)).message, what).toMatch(CLOSED);
    }
    expect(await entriesOf(early)).toEqual(before);
    expect(await status()).toEqual({
      isOpen: false,
      closeWeek: 6,
      closesAt: WEEK6_KICKOFF,
      closesAtText: 'Thu, Oct 9, 8:15 PM ET',
      entries: 3,
      alive: 3,
      startWeek: 6,
      nextLockAt: '2025-10-12T13:30:00.000Z',
      nextLockText: 'Sun, Oct 12, 9:30 AM ET',
    });
  });

  it('refuses the Week 6 sign-up username step, which leads to registration, and keeps no username', async () => {
    const response = await unfinished.send('POST', '/api/week6/username', { username: 'too_late_six' });
    expect(response.status).toBe(409);
    expect((await json<{ message: string }>(response)).message).toMatch(CLOSED);
    expect((await me(unfinished)).username).toBeNull();
    const regular = await unfinished.send('POST', '/api/users/username', {
      username: 'too_late_six',
      defaultPick: 'home',
    });
    expect(regular.status).toBe(200);
  });

  it('makes a newcomer through a stale Week 6 link a full-app player, not a Week 6-only account', async () => {
    const { client, landedAt } = await signIn(stack.url, 'late.newcomer@example.com', {
      loginPath: '/api/week6/login',
    });
    expect(landedAt).toBe('/');
    const user = await me(client);
    expect(user).toMatchObject({ userType: 'full_app', hasFullApp: true });
    expect((await client.send('POST', '/api/week6/entries/register', { count: 1 })).status).toBe(409);
    expect(await entriesOf(client)).toEqual([]);
  });
});

describe("the admin's closing week", () => {
  it('is an admin write only, checked, and audited with the week before and after', async () => {
    expect((await early.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 7 })).status).toBe(403);
    for (const week6CloseWeek of [0, 19, 6.5, '7']) {
      const response = await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek });
      expect(response.status, String(week6CloseWeek)).toBe(400);
    }
    expect((await status()).closeWeek).toBe(6);

    expect((await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 7 })).status).toBe(200);
    const [audit] = (await json<AuditPage>(admin.get('/api/admin/audit'))).entries;
    expect(audit).toMatchObject({ action: 'setting.change', summary: 'week6_close_week: 6 → 7' });
  });

  it('moved to Week 7, reopens registration until the first Week 7 kickoff', async () => {
    expect(await status()).toMatchObject({ isOpen: true, closeWeek: 7, closesAt: WEEK7_KICKOFF });
    expect((await early.send('POST', '/api/week6/entries/register', { count: 1 })).status).toBe(200);
    expect(await entriesOf(early)).toHaveLength(4);

    setClock(WEEK7_KICKOFF);
    const response = await early.send('POST', '/api/week6/entries/register', { count: 1 });
    expect(response.status).toBe(409);
    expect((await json<{ message: string }>(response)).message).toMatch(
      /^Week 6 pool registration closed at the first Week 7 kickoff \(Thu, Oct 16, 8:15 PM ET\)/,
    );
    expect(await entriesOf(early)).toHaveLength(4);
  });
});

describe('registration reopened in Week 7, with one game left', () => {
  it('says entries start in Week 7 with that game the next lock, and starts them there', async () => {
    const games = await json<{ startTime: string }[]>(admin.get('/api/games/week/7'));
    const [secondLast, last] = games
      .map((game) => game.startTime)
      .sort()
      .slice(-2);
    if (!secondLast || !last || secondLast === last) throw new Error('Week 7 ends with one game alone');
    expect((await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 8 })).status).toBe(200);
    expect((await admin.send('PUT', '/api/admin/current-week', { week: 7 })).status).toBe(200);
    setClock(new Date(Date.parse(secondLast) + 60_000).toISOString());
    const reopened = await status();
    expect(reopened).toMatchObject({ isOpen: true, closeWeek: 8, startWeek: 7, nextLockAt: last });
    expect(reopened.nextLockText).toMatch(/^Mon, Oct 20, \d+:\d\d PM ET$/);

    const made = await early.send('POST', '/api/week6/entries', {
      poolId: 'week6',
      entryName: 'Late Week 7',
    });
    expect(made.status).toBe(200);
    expect(await json<SurvivorEntry>(made)).toMatchObject({ entryName: 'Late Week 7', firstWeek: 7 });

    setClock(last);
    expect(await status()).toMatchObject({ isOpen: true, startWeek: 8, nextLockAt: null });
  });
});
