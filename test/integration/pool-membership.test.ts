import { beforeAll, describe, expect, it } from 'vitest';
import type { AutoPickResult } from '../../shared/schemas/admin-people';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { Ledger } from '../../shared/schemas/money';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { MissingPicksReport } from '../../shared/schemas/reminders';
import type { MySurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { PublicUser } from '../../shared/schemas/users';
import type { CurrentUser } from '../../shared/user';
import { week6RegistrationMessages } from '../../shared/week6-registration';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * An account joins the pool when it finishes the profile step (its username), not at sign-in: before
 * that it gets no auto-picks, no survivor entry, no board row, no picks-grid row, no ledger line and no
 * missing-picks line. Before Week 1's first kickoff, so the standard pool still takes newcomers.
 */
const PRESEASON = '2025-09-01T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: PRESEASON });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

/** Where the account shows in the pool, as the admin and the pool's players see it. */
const placesOf = async (userId: string) => {
  const autoPick = await json<AutoPickResult>(admin.send('POST', '/api/admin/auto-all-picks', { week: 1 }));
  const picks = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/1/${userId}`));
  const board = await json<WeeklyLeaderboardEntry[]>(admin.get('/api/leaderboard/weekly/1'));
  const listed = (await json<PublicUser[]>(admin.get('/api/users'))).find((user) => user.id === userId);
  const ledger = await json<Ledger>(admin.get('/api/admin/money'));
  const standard = await json<SurvivorPoolResults>(admin.get('/api/survivor/results?poolId=standard'));
  const missing = await json<MissingPicksReport>(admin.get('/api/admin/missing-picks'));
  return {
    autoPicked: autoPick.weekly.assignments.filter((assignment) => assignment.userId === userId).length,
    survivorAutoPicked: autoPick.survivor.picks.some((pick) => pick.userId === userId),
    picks: picks.length,
    onBoard: board.some((row) => row.userId === userId),
    inPicksGrid: listed?.weeklyPoolSince != null,
    ledgerLine: ledger.rows.find((row) => row.userId === userId)?.items.map((item) => item.source) ?? null,
    survivorRow: standard.rows.some((row) => row.userId === userId),
    missingPicks: missing.players.some((row) => row.userId === userId),
  };
};

describe('an account joins the pool when it finishes the profile step', () => {
  it('is nowhere in the pool after sign-in alone, and everywhere once it chose its username', async () => {
    const { client: newcomer } = await signIn(stack.url, 'halfway@example.com');
    const { id } = await json<CurrentUser>(newcomer.get('/api/auth/user'));

    expect(await json<MySurvivorEntry>(newcomer.get('/api/survivor/entry'))).toMatchObject({ entry: null });
    expect(await placesOf(id)).toEqual({
      autoPicked: 0,
      survivorAutoPicked: false,
      picks: 0,
      onBoard: false,
      inPicksGrid: false,
      ledgerLine: null,
      survivorRow: false,
      missingPicks: false,
    });

    const named = await newcomer.send('POST', '/api/users/username', { username: 'halfway_hal' });
    expect(named.status).toBe(200);
    expect((await json<MySurvivorEntry>(newcomer.get('/api/survivor/entry'))).entry).toMatchObject({
      poolId: 'standard',
    });
    const missingBeforeAutoPick = (await json<MissingPicksReport>(admin.get('/api/admin/missing-picks')))
      .players;
    expect(missingBeforeAutoPick.some((row) => row.userId === id)).toBe(true);
    const joined = await placesOf(id);
    expect(joined).toMatchObject({
      survivorAutoPicked: true,
      onBoard: true,
      inPicksGrid: true,
      survivorRow: true,
      // The auto-pick leaves the Monday night total to the player.
      missingPicks: true,
    });
    expect(joined.autoPicked).toBeGreaterThan(0);
    expect(joined.picks).toBe(joined.autoPicked);
    expect(joined.ledgerLine).toContain('survivor-entry');
  });

  it('enters no Week 6 pool before its username (403, nothing stored, nothing owed), and does once it has one', async () => {
    const { client } = await signIn(stack.url, 'w6.early@example.com', { loginPath: '/api/week6/login' });
    const { id } = await json<CurrentUser>(client.get('/api/auth/user'));
    const pools = await json<{ id: string }[]>(client.get('/api/week6/pools'));
    const refusal = { message: week6RegistrationMessages.usernameFirst };

    const registered = await client.send('POST', '/api/week6/entries/register', { count: 2 });
    expect({ status: registered.status, body: await registered.json() }).toEqual({
      status: 403,
      body: refusal,
    });
    const created = await client.send('POST', '/api/week6/entries', {
      poolId: pools[0]?.id,
      entryName: 'Early',
    });
    expect({ status: created.status, body: await created.json() }).toEqual({ status: 403, body: refusal });
    expect(await json<unknown[]>(client.get('/api/week6/entries'))).toEqual([]);
    expect((await json<Ledger>(admin.get('/api/admin/money'))).rows.some((row) => row.userId === id)).toBe(
      false,
    );

    expect((await client.send('POST', '/api/week6/username', { username: 'w6_early' })).status).toBe(200);
    expect((await client.send('POST', '/api/week6/entries/register', { count: 2 })).status).toBe(200);
    expect(await json<unknown[]>(client.get('/api/week6/entries'))).toHaveLength(2);
  });

  it('a Week 6-only account gets no survivor entry from its username either', async () => {
    const { client } = await signIn(stack.url, 'w6.only@example.com', { loginPath: '/api/week6/login' });
    expect((await json<CurrentUser>(client.get('/api/auth/user'))).userType).toBe('week6_only');
    expect((await client.send('POST', '/api/users/username', { username: 'w6_only' })).status).toBe(200);
    expect(await json<MySurvivorEntry>(client.get('/api/survivor/entry'))).toMatchObject({ entry: null });
  });
});
