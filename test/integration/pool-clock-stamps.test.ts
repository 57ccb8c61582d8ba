import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/admin-people';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';
import { keepWeek6Open } from '../support/week6';

// The demo clock stands still at Thursday noon of Week 15, a year before this machine's clock: every
// time the app stores and shows (sign-ups, entries, the audit log) is the pool's, as its locks are.
const POOL_NOW = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: POOL_NOW });

/** A stamp taken at the frozen pool clock: at it, or a few milliseconds after (stamps never repeat). */
const expectPoolStamp = (iso: string | undefined) => {
  const offset = Date.parse(iso ?? '') - Date.parse(POOL_NOW);
  expect(offset, iso).toBeGreaterThanOrEqual(0);
  expect(offset, iso).toBeLessThan(1000);
};

describe('one clock for every time the app stores and shows', () => {
  it('stamps a sign-up with the pool clock', async () => {
    const { client } = await signIn(stack.url, 'new-on-thursday@example.com');
    const me = await (await client.get('/api/auth/user')).json();
    expectPoolStamp(me.createdAt);
  });

  it('stamps Week 6 entries with the pool clock, in the order they were made', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    await keepWeek6Open(admin);
    const { client } = await signIn(stack.url, 'week6-thursday@example.com', {
      loginPath: '/api/week6/login',
      username: 'week6_thursday',
    });
    for (const entryName of ['First', 'Second']) {
      const created = await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName });
      expect(created.status).toBe(200);
    }
    const entries = (await (await client.get('/api/week6/entries')).json()) as {
      entryName: string;
      createdAt: string;
    }[];
    const made = entries.filter((entry) => ['First', 'Second'].includes(entry.entryName));
    expect(made).toHaveLength(2);
    for (const entry of made) expectPoolStamp(entry.createdAt);
    const [first, second] = ['First', 'Second'].map((name) => made.find((entry) => entry.entryName === name));
    expect(Date.parse(second?.createdAt ?? '')).toBeGreaterThan(Date.parse(first?.createdAt ?? ''));
  });

  it('writes the audit log at the pool clock, newest first while the clock stands still', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    expect((await admin.send('PUT', '/api/admin/current-week', { week: 14 })).status).toBe(200);
    expect((await admin.send('PUT', '/api/admin/current-week', { week: 15 })).status).toBe(200);
    const { entries } = (await (await admin.get('/api/admin/audit')).json()) as { entries: AuditEntry[] };
    const [latest, before] = entries;
    expect(latest?.after).toMatchObject({ current_week: '15' });
    expect(before?.after).toMatchObject({ current_week: '14' });
    expectPoolStamp(latest?.at);
    expectPoolStamp(before?.at);
  });

  it("seeds the demo players as joined on the pool's season: a day before Week 1's first kickoff", async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const users = (await (await admin.get('/api/admin/users')).json()) as {
      email: string;
      createdAt: string;
    }[];
    const weekOne = (await (await admin.get('/api/games/week/1')).json()) as { startTime: string }[];
    const firstKickoff = Math.min(...weekOne.map((game) => Date.parse(game.startTime)));
    const alice = users.find((user) => user.email === 'alice@example.com');
    const joined = Date.parse(alice?.createdAt ?? '') - (firstKickoff - 24 * 60 * 60 * 1000);
    expect(joined, alice?.createdAt).toBeGreaterThanOrEqual(0);
    expect(joined, alice?.createdAt).toBeLessThan(1000);
  });
});
