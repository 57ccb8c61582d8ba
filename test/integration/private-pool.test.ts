import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiLogger } from '../../functions/lib/logger';
import { type JoinPolicy, type PoolAccess, privatePoolMessages } from '../../shared/join-policy';
import type {
  AdminUser,
  AuditPage,
  InviteLink,
  JoinDecision,
  JoinRequests,
} from '../../shared/schemas/admin-people';
import type { PublicUser } from '../../shared/schemas/users';
import type { CurrentUser } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * A private pool: who can join decides what a new account is at its first sign-in. Under
 * `invite` only the pool's invite link lets someone in; under `approval` the link puts them on the
 * admins' waiting list. A stranger sees only the private-pool page and every pool route refuses them;
 * a player who was in before never notices the setting.
 */
const stack = localStackForFile({ seed: true });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

const setPolicy = async (joinPolicy: JoinPolicy) => {
  const answer = await admin.send('PUT', '/api/admin/pool-settings', { joinPolicy });
  expect(answer.status).toBe(200);
};

const codeOf = (link: InviteLink) => new URL(link.url).hash.slice(1);
const inviteCode = async () => codeOf(await json<InviteLink>(admin.get('/api/admin/invite')));

const accessOf = async (client: PoolClient): Promise<PoolAccess> =>
  (await json<CurrentUser>(client.get('/api/auth/user'))).poolAccess;

/** What a pool route and the username step answer the account: status and message. */
const poolAnswers = async (client: PoolClient) => {
  const week = await client.get('/api/games/current-week');
  const username = await client.send('POST', '/api/users/username', { username: `u${Date.now() % 1e6}` });
  const refusal = async (response: Response) =>
    response.status === 403 ? (await json<{ message: string }>(response)).message : response.status;
  return { week: await refusal(week), username: await refusal(username) };
};

const refusedAs = (access: 'outsider' | 'waiting') => ({
  week: privatePoolMessages[access],
  username: privatePoolMessages[access],
});

describe('who can join: open', () => {
  it('makes anyone who signs in a member, who chooses a username and plays (the spec, the local demo)', async () => {
    const { client } = await signIn(stack.url, 'walkin@example.com');
    expect(await accessOf(client)).toBe('member');
    expect(await poolAnswers(client)).toEqual({ week: 200, username: 200 });
  });

  it('reads open on a pool whose admin never set it outside AWS, and the admin sets each policy (audited)', async () => {
    expect(await json(admin.get('/api/settings/join_policy'))).toEqual({ key: 'join_policy', value: 'open' });
    await setPolicy('invite');
    expect(await json(admin.get('/api/settings/join_policy'))).toEqual({
      key: 'join_policy',
      value: 'invite',
    });
    const { entries } = await json<AuditPage>(admin.get('/api/admin/audit'));
    expect(entries[0]).toMatchObject({ action: 'setting.change', summary: 'join_policy: open → invite' });
    const refused = await admin.send('PUT', '/api/admin/pool-settings', { joinPolicy: 'friends' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "joinPolicy must be 'open', 'invite' or 'approval'",
    });
    await setPolicy('open');
  });
});

describe('who can join: invite', () => {
  beforeAll(() => setPolicy('invite'));

  it('leaves a stranger outside: the private-pool answer on every pool route, no username', async () => {
    const { client } = await signIn(stack.url, 'stranger@example.com');
    expect(await accessOf(client)).toBe('outsider');
    expect(await poolAnswers(client)).toEqual(refusedAs('outsider'));
    const listed = (await json<AdminUser[]>(admin.get('/api/admin/users'))).find(
      (user) => user.email === 'stranger@example.com',
    );
    expect(listed).toMatchObject({ username: null, poolAccess: 'outsider' });

    // The players do not see them; the admins do.
    const { client: alice } = await signIn(stack.url, 'alice@example.com');
    const players = await json<PublicUser[]>(alice.get('/api/users'));
    expect(players.length).toBeGreaterThan(10);
    expect(players.map((user) => user.id)).not.toContain(listed?.id);
    expect((await alice.get(`/api/user/${listed?.id}`)).status).toBe(404);
    expect((await json<PublicUser[]>(admin.get('/api/users'))).map((user) => user.id)).toContain(listed?.id);
    expect((await admin.get(`/api/user/${listed?.id}`)).status).toBe(200);

    // Viewing the app as them would show the admin only the private-pool page, with no way back.
    const impersonation = await admin.send('POST', `/api/admin/impersonate/${listed?.id}`);
    expect(impersonation.status).toBe(409);
    expect(await impersonation.json()).toMatchObject({
      message: expect.stringMatching(/is not in the pool/),
    });
    expect(await accessOf(admin)).toBe('member');
  });

  it('signs a friend up for the Week 6 pools through the same link, while they take entries', async () => {
    await keepWeek6Open(admin);
    const { client } = await signIn(stack.url, 'week6.friend@example.com', {
      invite: await inviteCode(),
      loginPath: '/api/week6/login',
    });
    expect(await json<CurrentUser>(client.get('/api/auth/user'))).toMatchObject({
      poolAccess: 'member',
      userType: 'week6_only',
    });
    expect((await client.get('/api/week6/pools')).status).toBe(200);
  });

  it('lets a friend in through the link: a member who picks a username and plays', async () => {
    const { client } = await signIn(stack.url, 'friend@example.com', { invite: await inviteCode() });
    expect(await accessOf(client)).toBe('member');
    expect(await poolAnswers(client)).toEqual({ week: 200, username: 200 });
  });

  it('lets the stranger in too once the commissioner gives them the link', async () => {
    const { client } = await signIn(stack.url, 'stranger@example.com', { invite: await inviteCode() });
    expect(await accessOf(client)).toBe('member');
  });

  it('keeps the same link until the admin replaces it; the old one then admits nobody, not even mid-sign-in', async () => {
    const old = await inviteCode();
    expect(await inviteCode()).toBe(old);
    expect(old).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    // A sign-in started through the old link, finished after the replacement.
    const late = new PoolClient(stack.url);
    const form = await late.follow(
      await late.send('POST', '/api/join', new URLSearchParams({ code: old, intent: 'default' }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(form.response.status).toBe(200);

    const replaced = await json<InviteLink>(admin.send('POST', '/api/admin/invite'));
    expect(codeOf(replaced)).not.toBe(old);
    expect(await inviteCode()).toBe(codeOf(replaced));

    const posted = await late.request(`${new URL(form.url).pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'latecomer@example.com', name: '' }).toString(),
    });
    await late.follow(posted);
    expect(await accessOf(late)).toBe('outsider');

    // A new visit with the old link goes back to the invite page, which says the link is no longer valid.
    const before = await tableSnapshot();
    const refused = await new PoolClient(stack.url).send(
      'POST',
      '/api/join',
      new URLSearchParams({ code: old }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect({ status: refused.status, location: refused.headers.get('location') }).toEqual({
      status: 303,
      location: '/join?invalid=1',
    });
    // Only the address's sign-in counter moved.
    expect(before.filter((item) => !String(item.PK).startsWith('SIGNIN#'))).toEqual(
      (await tableSnapshot()).filter((item) => !String(item.PK).startsWith('SIGNIN#')),
    );

    const { client } = await signIn(stack.url, 'friend2@example.com', { invite: codeOf(replaced) });
    expect(await accessOf(client)).toBe('member');
  });

  it('lets an existing player in as before, without the link', async () => {
    const { client } = await signIn(stack.url, 'alice@example.com');
    expect(await accessOf(client)).toBe('member');
    expect(await poolAnswers(client)).toMatchObject({ week: 200 });
    expect((await client.get('/api/leaderboard/season')).status).toBe(200);
  });

  it('lets a configured admin in without the link: an admin is always a member', async () => {
    const adminEmails = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = `${adminEmails},deputy@example.com`;
    try {
      const { client } = await signIn(stack.url, 'deputy@example.com');
      expect(await json<CurrentUser>(client.get('/api/auth/user'))).toMatchObject({
        isAdmin: true,
        poolAccess: 'member',
      });
      expect((await client.get('/api/admin/join-requests')).status).toBe(200);
    } finally {
      process.env.ADMIN_EMAILS = adminEmails;
    }
  });

  it('refuses a form that is not the invite page: JSON, another site, or no code', async () => {
    const client = new PoolClient(stack.url);
    const asJson = await client.send('POST', '/api/join', { code: await inviteCode() });
    expect(asJson.status).toBe(403);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await client.send('POST', '/api/join', 'code=x', {
      ...form,
      origin: 'https://evil.example',
    });
    expect(await json(crossSite)).toEqual({ message: 'Cross-site request refused' });
    const noCode = await client.send('POST', '/api/join', 'intent=default', form);
    expect({ status: noCode.status, body: await noCode.json() }).toMatchObject({
      status: 400,
      body: { message: 'The invite link has no code' },
    });
  });
});

describe('who can join: approval', () => {
  beforeAll(() => setPolicy('approval'));

  it('puts a friend with the link on the waiting list; an admin approves them and they play', async () => {
    const { client } = await signIn(stack.url, 'waiter@example.com', {
      name: 'Wendy Waiter',
      invite: await inviteCode(),
    });
    expect(await accessOf(client)).toBe('waiting');
    expect(await poolAnswers(client)).toEqual(refusedAs('waiting'));
    // Signing in again without the link keeps the place on the list.
    const again = await signIn(stack.url, 'waiter@example.com');
    expect(await accessOf(again.client)).toBe('waiting');

    const { requests } = await json<JoinRequests>(admin.get('/api/admin/join-requests'));
    const request = requests.find((row) => row.email === 'waiter@example.com');
    expect(request).toMatchObject({ firstName: 'Wendy', lastName: 'Waiter' });
    if (!request) throw new Error('no request');

    const approved = await admin.send('POST', `/api/admin/users/${request.userId}/approve`);
    expect(approved.status).toBe(200);
    const { user } = await json<JoinDecision>(approved);
    expect(user).toMatchObject({ id: request.userId, username: null });
    expect(user.poolAccess).toBeUndefined();
    expect(await accessOf(client)).toBe('member');
    expect(await poolAnswers(client)).toEqual({ week: 200, username: 200 });

    const twice = await admin.send('POST', `/api/admin/users/${request.userId}/approve`);
    expect({ status: twice.status, body: await twice.json() }).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('is not waiting to join') },
    });
    const { entries } = await json<AuditPage>(admin.get('/api/admin/audit'));
    expect(entries[0]).toMatchObject({
      action: 'user.approve',
      subject: { id: request.userId },
      summary: 'Approved the request to join of waiter@example.com',
    });
  });

  it('declines a friend: outside again, off the list, and back on it through the link', async () => {
    const code = await inviteCode();
    const { client } = await signIn(stack.url, 'declined@example.com', { invite: code });
    const userId = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    const declined = await admin.send('POST', `/api/admin/users/${userId}/decline`);
    expect((await json<JoinDecision>(declined)).user).toMatchObject({ id: userId, poolAccess: 'outsider' });
    expect(await accessOf(client)).toBe('outsider');
    expect(await poolAnswers(client)).toEqual(refusedAs('outsider'));
    const listed = await json<JoinRequests>(admin.get('/api/admin/join-requests'));
    expect(listed.requests.map((row) => row.userId)).not.toContain(userId);
    expect((await admin.send('POST', `/api/admin/users/${userId}/decline`)).status).toBe(409);
    expect((await json<AuditPage>(admin.get('/api/admin/audit'))).entries[0]).toMatchObject({
      action: 'user.decline',
      subject: { id: userId },
    });

    await signIn(stack.url, 'declined@example.com', { invite: code });
    expect(await accessOf(client)).toBe('waiting');
  });

  it('lists the waiting oldest first, and leaves strangers and members off the list', async () => {
    const code = await inviteCode();
    await signIn(stack.url, 'first-in-line@example.com', { invite: code });
    await signIn(stack.url, 'second-in-line@example.com', { invite: code });
    await signIn(stack.url, 'nolink@example.com');
    const { requests } = await json<JoinRequests>(admin.get('/api/admin/join-requests'));
    const emails = requests.map((row) => row.email);
    expect(emails.indexOf('first-in-line@example.com')).toBeLessThan(
      emails.indexOf('second-in-line@example.com'),
    );
    expect(emails).not.toContain('nolink@example.com');
    expect(emails).not.toContain('alice@example.com');
    expect([...requests].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))).toEqual(requests);
  });

  it('answers 404 for no such account and 409 for a member', async () => {
    const missing = await admin.send('POST', '/api/admin/users/no-such-user/approve');
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 404,
      body: { message: 'No such user' },
    });
    const alice = (await json<AdminUser[]>(admin.get('/api/admin/users'))).find(
      (user) => user.email === 'alice@example.com',
    );
    expect((await admin.send('POST', `/api/admin/users/${alice?.id}/decline`)).status).toBe(409);
  });
});

describe('switching the policy', () => {
  it('never touches an existing player, nor anyone an admin already let in', async () => {
    const players = async () =>
      (await tableSnapshot()).filter((item) => String(item.PK).startsWith('USER#') && item.SK === 'PROFILE');
    const members = (await players()).filter((item) => item.poolAccess === undefined);
    for (const policy of ['invite', 'approval', 'open', 'approval'] as const) await setPolicy(policy);
    const after = await players();
    expect(after.filter((item) => members.some((member) => member.PK === item.PK))).toEqual(members);
    const { client } = await signIn(stack.url, 'waiter@example.com');
    expect(await accessOf(client)).toBe('member');
  });
});

describe('the invite code stays secret', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    apiLogger.setLogLevel('WARN');
  });

  it('is in no log line and no audit line, whatever the route', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    apiLogger.setLogLevel('DEBUG');

    const seen = [await inviteCode()];
    seen.push(codeOf(await json<InviteLink>(admin.send('POST', '/api/admin/invite'))));
    await signIn(stack.url, 'quiet@example.com', { invite: seen[1] ?? '' });
    await new PoolClient(stack.url).send('POST', '/api/join', `code=${seen[0]}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    vi.restoreAllMocks();

    const log = lines.join('');
    expect(log).toContain('POST /api/join');
    expect(log).toContain('POST /api/admin/invite');
    const audit = JSON.stringify(await json<AuditPage>(admin.get('/api/admin/audit')));
    expect(audit).toContain('Replaced the invite link');
    for (const code of seen) {
      expect(log).not.toContain(code);
      expect(audit).not.toContain(code);
    }
  });
});
