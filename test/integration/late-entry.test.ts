import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/local/demo-players';
import type { Game } from '../../shared/game';
import type { MissingPicksReport } from '../../shared/schemas/reminders';
import type { MySurvivorEntry } from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import type { CurrentUser } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * A late-entry-only player (the demo's nina: no weekly pool, the late-entry survivor group from
 * Week 6) picks over HTTP with every survivor rule: not before her group's start week, locked at
 * kickoff, each team once, nothing after the admin finalises a week; the admin's missing-picks list
 * waits for her pick only until she makes it.
 */
const WEEK5_WEDNESDAY = '2025-10-01T16:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: WEEK5_WEDNESDAY });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const setWeek = async (week: number) => {
  expect((await admin.send('PUT', '/api/admin/current-week', { week })).status).toBe(200);
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let nina: PoolClient;
let entryId: string;
const gamesOf = async (week: number) => json<Game[]>(admin.get(`/api/games/week/${week}`));
const myEntry = async () => (await json<MySurvivorEntry>(nina.get('/api/survivor/entry'))).entry;
const pick = (week: number, pickedTeamId: number) =>
  nina.send('POST', '/api/survivor/pick', { entryId, week, pickedTeamId });
const picksOf = async () => (await myEntry())?.picks.map((p) => [p.week, p.pickedTeamId]);
const waitingFor = async () =>
  (await json<MissingPicksReport>(admin.get('/api/admin/missing-picks'))).players.find(
    (row) => row.displayName === 'nina_late',
  );
const minutesBefore = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) - minutes * 60_000).toISOString();

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  const email = demoAccounts.find((account) => account.username === 'nina_late')?.email as string;
  nina = (await signIn(stack.url, email)).client;
  entryId = (await myEntry())?.id as string;
});

describe('a late-entry-only player picks her survivor team over HTTP', () => {
  it('has a late entry from Week 6 and no weekly pool', async () => {
    const user = await json<CurrentUser>(nina.get('/api/auth/user'));
    expect(user).toMatchObject({ hasFullApp: false, hasWeek5: true });
    expect(await myEntry()).toMatchObject({ kind: 'late', firstWeek: 6, isEliminated: false, picks: [] });
  });

  it('refuses a pick before her group starts, and stores nothing', async () => {
    const [game] = await gamesOf(5);
    const early = await pick(5, game?.homeTeamId as number);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe(survivorMessages.beforeFirstWeek(6));
    expect(await picksOf()).toEqual([]);
  });

  it('takes her Week 6 team, lets her change it until kickoff, then locks it', async () => {
    const week6 = await gamesOf(6);
    setClock(minutesBefore(week6[0]?.startTime as string, 120));
    await setWeek(6);
    expect((await waitingFor())?.survivor.map((missing) => missing.name)).toEqual(['Late-Entry Survivor']);
    const sunday = week6.filter((game) => game.startTime > (week6[1]?.startTime as string));
    const [first, second] = sunday.filter((game) => game.startTime === sunday[0]?.startTime) as [Game, Game];
    const late = sunday.at(-1) as Game;
    expect((await pick(6, first.homeTeamId)).status).toBe(200);
    expect((await pick(6, second.homeTeamId)).status).toBe(200);
    expect(await picksOf()).toEqual([[6, second.homeTeamId]]);
    expect(await waitingFor()).toBeUndefined();

    setClock(minutesBefore(second.startTime, -1));
    const change = await pick(6, late.homeTeamId);
    expect(change.status).toBe(403);
    expect((await change.json()).message).toBe(survivorMessages.currentPickLocked(6));
    expect(await picksOf()).toEqual([[6, second.homeTeamId]]);
  });

  it('never takes a team twice, refuses a started game, and locks a finalised week', async () => {
    const week7 = await gamesOf(7);
    setClock(minutesBefore(week7[0]?.startTime as string, 60));
    await setWeek(7);
    const used = (await picksOf())?.[0]?.[1] as number;
    const again = await pick(7, used);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(survivorMessages.usedStandard);

    setClock(minutesBefore(week7[0]?.startTime as string, -1));
    const started = await pick(7, week7[0]?.homeTeamId as number);
    expect(started.status).toBe(403);
    expect((await started.json()).message).toBe('Game has started - picks are locked');

    const open = week7.filter(
      (game) => game.startTime > (week7[0]?.startTime as string) && game.homeTeamId !== used,
    );
    expect((await pick(7, open[0]?.homeTeamId as number)).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: 7 })).status).toBe(200);
    const after = await pick(7, open[1]?.homeTeamId as number);
    expect(after.status).toBe(403);
    expect((await after.json()).message).toBe(survivorMessages.finalized(7));
    expect(await picksOf()).toEqual([
      [6, used],
      [7, open[0]?.homeTeamId],
    ]);
  });
});
