import { beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import * as responses from '../../shared/schemas/responses';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// The Sunday of Week 5: weeks 1-4 graded, Week 6 registration still open.
const stack = localStackForFile({ seed: true, poolNow: '2025-10-05T12:00:00.000Z' });

let admin: PoolClient;
let alice: PoolClient;
let aliceId: string;

/** The issues of an answer against the schema the SPA checks it with; none when the shapes agree. */
const issuesOf = async (answer: Promise<Response>, schema: $ZodType) => {
  const response = await answer;
  expect(response.status, response.url).toBe(200);
  const body: unknown = await response.json();
  const result = safeParse(schema, body);
  return { body, issues: result.success ? [] : result.error.issues };
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  aliceId = ((await (await alice.get('/api/auth/user')).json()) as { id: string }).id;
});

describe("the server's answers have the shapes the SPA checks", () => {
  it('the reads of the main screens', async () => {
    const reads: [string, $ZodType][] = [
      ['/api/auth/user', responses.currentUserResponse],
      ['/api/games/current-week', responses.currentWeekResponse],
      ['/api/games/week/4', responses.weekGamesResponse],
      ['/api/games/week/5', responses.weekGamesResponse],
      [`/api/picks/weekly/4/${aliceId}`, responses.weeklyPicksResponse],
      ['/api/leaderboard/weekly/4', responses.weeklyLeaderboardResponse],
      ['/api/leaderboard/season', responses.seasonLeaderboardResponse],
      ['/api/survivor/entry', responses.mySurvivorEntryResponse],
      ['/api/week6/entries', responses.week6EntriesResponse],
      ['/api/week6/registration', responses.week6RegistrationStatusResponse],
      ['/api/settings/picks_enabled', responses.settingResponse],
      ['/api/settings/rules', responses.settingResponse],
    ];
    for (const [path, schema] of reads) {
      const { body, issues } = await issuesOf(alice.get(path), schema);
      expect(issues, path).toEqual([]);
      if (Array.isArray(body)) expect(body.length, `${path} is not empty`).toBeGreaterThan(0);
    }
    const picks = await issuesOf(alice.get(`/api/picks/weekly/4/${aliceId}`), responses.weeklyPicksResponse);
    expect(picks.body).not.toEqual([]);
  });

  it("an admin's current user, and a Week 6 player's registration", async () => {
    const { issues: adminIssues } = await issuesOf(
      admin.get('/api/auth/user'),
      responses.currentUserResponse,
    );
    expect(adminIssues).toEqual([]);

    const { client } = await signIn(stack.url, 'shapes-w6@example.com', { loginPath: '/api/week6/login' });
    expect((await client.send('POST', '/api/week6/username', { username: 'shapes_w6' })).status).toBe(200);
    const registered = await issuesOf(
      client.send('POST', '/api/week6/entries/register', { count: 2 }),
      responses.week6RegistrationResult,
    );
    expect(registered.issues).toEqual([]);
    const entries = await issuesOf(client.get('/api/week6/entries'), responses.week6EntriesResponse);
    expect(entries.issues).toEqual([]);
    expect(entries.body).toHaveLength(2);
  });

  it("the money's reads: a player's own line, the amounts, the admin's ledger", async () => {
    const { body: mine, issues } = await issuesOf(alice.get('/api/money/me'), responses.myMoneyResponse);
    expect(issues).toEqual([]);
    expect((mine as { line: { items: unknown[] } }).line.items.length).toBeGreaterThan(0);
    expect((await issuesOf(alice.get('/api/money/amounts'), responses.moneyAmountsResponse)).issues).toEqual(
      [],
    );
    const ledger = await issuesOf(admin.get('/api/admin/money'), responses.ledgerResponse);
    expect(ledger.issues).toEqual([]);
    expect((ledger.body as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('and an answer of another shape does not pass', () => {
    const result = safeParse(responses.currentUserResponse, { id: 'u1', isAdmin: 'yes' });
    expect(result.success).toBe(false);
  });
});
