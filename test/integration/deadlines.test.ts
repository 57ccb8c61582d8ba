import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PickRecord, putPlayerPicks } from '../../functions/lib/data/picks-repository';
import type { Game } from '../../shared/game';
import type { BatchPicksResult, WeeklyPick } from '../../shared/schemas/picks';
import { startEspnWeekServer, syncScheduleFromEspn } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Sunday of Week 1, before the 1 pm games. The ESPN fixture postpones BAL at BUF from Sunday night
// (00:20Z Monday) to Tuesday 23:00Z and cancels Monday night's MIN at CHI, keeping its kickoff.
const SUNDAY_MORNING = '2025-09-07T12:00:00.000Z';
const MONDAY_NOON = '2025-09-08T16:00:00.000Z';
const TUESDAY_MORNING = '2025-09-09T12:00:00.000Z';
const AFTER_NEW_KICKOFF = '2025-09-09T23:30:00.000Z';
const MOVED_GAME = '401772918'; // BAL at BUF: Sunday night, moved to Tuesday
const OLD_KICKOFF = '2025-09-08T00:20:00.000Z';
const NEW_KICKOFF = '2025-09-09T23:00:00.000Z';
const SUNDAY_GAME = '401772720'; // LV at NE, Sunday 1 pm
const MONDAY_GAME = '401772810'; // MIN at CHI, Monday night: the week's tiebreaker until re-flagged

const stack = localStackForFile({ seed: true, poolNow: SUNDAY_MORNING });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

let espn: Awaited<ReturnType<typeof startEspnWeekServer>>;
let admin: PoolClient;

beforeAll(async () => {
  espn = await startEspnWeekServer('scoreboard-2025-reg-week01-postponed.json', 1);
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});
afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn.close();
});

/** The schedule sync from ESPN: the real path by which a postponement reaches the pool. */
const syncWeek1FromEspn = async () => {
  expect((await syncScheduleFromEspn(admin, espn.baseUrl, 1)).status).toBe(200);
};

const week1 = async (client: PoolClient) => (await (await client.get('/api/games/week/1')).json()) as Game[];
const gameOf = (games: Game[], id: string) => {
  const game = games.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id} in week 1`);
  return game;
};
const myId = async (client: PoolClient) => (await (await client.get('/api/auth/user')).json()).id as string;
const myPicks = async (client: PoolClient) =>
  (await (await client.get(`/api/picks/weekly/1/${await myId(client)}`)).json()) as WeeklyPick[];
const pick = async (client: PoolClient, gameId: string, pickedTeamId: number) =>
  (await (
    await client.send('POST', '/api/picks/weekly/batch', { picks: [{ gameId, pickedTeamId, week: 1 }] })
  ).json()) as BatchPicksResult;

describe('deadlines follow the game: a moved kickoff moves the lock', () => {
  let player: PoolClient;
  let moved: Game;
  beforeAll(async () => {
    setClock(SUNDAY_MORNING);
    player = (await signIn(stack.url, 'mover@example.com')).client;
    moved = gameOf(await week1(player), MOVED_GAME);
    expect(moved.startTime).toBe(OLD_KICKOFF);
    expect((await pick(player, MOVED_GAME, moved.homeTeamId)).savedCount).toBe(1);
    await syncWeek1FromEspn();
  });

  it('changes a pick after the old kickoff while the postponed game has not started', async () => {
    setClock(MONDAY_NOON);
    const game = gameOf(await week1(player), MOVED_GAME);
    expect(game).toMatchObject({ startTime: NEW_KICKOFF, lockReason: null });
    const result = await pick(player, MOVED_GAME, moved.awayTeamId);
    expect(result).toMatchObject({ savedCount: 1, failed: [] });
    expect((await myPicks(player)).find((p) => p.gameId === MOVED_GAME)?.pickedTeamId).toBe(moved.awayTeamId);
  });

  it('refuses the change once the new kickoff has passed, keeping the stored pick', async () => {
    setClock(MONDAY_NOON);
    await pick(player, MOVED_GAME, moved.homeTeamId);
    setClock(AFTER_NEW_KICKOFF);
    const result = await pick(player, MOVED_GAME, moved.awayTeamId);
    expect(result).toMatchObject({
      savedCount: 0,
      failed: [{ gameId: MOVED_GAME, message: 'Game has started - picks are locked' }],
    });
    expect((await myPicks(player)).find((p) => p.gameId === MOVED_GAME)?.pickedTeamId).toBe(moved.homeTeamId);
  });
});

describe('deadlines: a first pick after kickoff', () => {
  it('is refused and nothing is stored', async () => {
    setClock(MONDAY_NOON);
    const player = (await signIn(stack.url, 'late@example.com')).client;
    const game = gameOf(await week1(player), SUNDAY_GAME);
    expect(game.lockReason).toBe('started');
    const result = await pick(player, SUNDAY_GAME, game.homeTeamId);
    expect(result).toMatchObject({
      savedCount: 0,
      failed: [{ gameId: SUNDAY_GAME, message: 'Game has started - picks are locked' }],
    });
    expect(await myPicks(player)).toEqual([]);
  });
});

describe('deadlines: the database keeps a locked pick the save did not see', () => {
  it('refuses that pick and saves the rest when the sheet changed after the save read it', async () => {
    setClock(SUNDAY_MORNING);
    const player = (await signIn(stack.url, 'racer@example.com')).client;
    const games = await week1(player);
    const sunday = gameOf(games, SUNDAY_GAME);
    const monday = gameOf(games, MONDAY_GAME);
    expect((await pick(player, SUNDAY_GAME, sunday.homeTeamId)).savedCount).toBe(1);
    const userId = await myId(player);
    const record = (game: Game, pickedTeamId: number): PickRecord => ({
      userId,
      gameId: game.id,
      week: 1,
      pickedTeamId,
      isCorrect: null,
      lockAt: game.startTime,
      line: game.spread,
      updatedAt: MONDAY_NOON,
    });
    // After Sunday's kickoff, as a save that read the sheet before the Sunday pick was stored sends them.
    const saved = await putPlayerPicks(
      1,
      userId,
      [record(sunday, sunday.awayTeamId), record(monday, monday.awayTeamId)],
      [],
      new Date(MONDAY_NOON),
    );
    expect(saved).toEqual({ saved: [false, true], retired: false });
    setClock(MONDAY_NOON);
    const mine = await myPicks(player);
    expect(mine.find((p) => p.gameId === SUNDAY_GAME)?.pickedTeamId).toBe(sunday.homeTeamId);
    expect(mine.find((p) => p.gameId === MONDAY_GAME)?.pickedTeamId).toBe(monday.awayTeamId);
  });
});

describe('deadlines: a new tiebreaker game takes predictions after the old one kicked off', () => {
  it('saves the Monday-night total for the newly flagged game', async () => {
    setClock(SUNDAY_MORNING);
    const player = (await signIn(stack.url, 'tiebreak@example.com')).client;
    const tiebreaker = (await week1(player)).find((game) => game.isMnfTiebreaker);
    expect(tiebreaker?.id).toBe(MONDAY_GAME);
    const first = await player.send('POST', '/api/tiebreaker/mnf', {
      gameId: MONDAY_GAME,
      week: 1,
      predictedTotal: 44,
    });
    expect(first.status).toBe(200);

    await syncWeek1FromEspn();
    setClock(TUESDAY_MORNING);
    const flagged = await admin.send('PUT', `/api/admin/game/${MOVED_GAME}/mnf-tiebreaker`, {
      isMnfTiebreaker: true,
    });
    expect(flagged.status).toBe(200);
    expect(gameOf(await week1(player), MOVED_GAME)).toMatchObject({
      isMnfTiebreaker: true,
      lockReason: null,
    });

    const second = await player.send('POST', '/api/tiebreaker/mnf', {
      gameId: MOVED_GAME,
      week: 1,
      predictedTotal: 51,
    });
    expect(second.status).toBe(200);
    expect(await (await player.get('/api/tiebreaker/mnf/1')).json()).toEqual({
      gameId: MOVED_GAME,
      week: 1,
      predictedTotal: 51,
    });

    setClock(AFTER_NEW_KICKOFF);
    const late = await player.send('POST', '/api/tiebreaker/mnf', {
      gameId: MOVED_GAME,
      week: 1,
      predictedTotal: 60,
    });
    expect(late.status).toBe(403);
    expect((await late.json()).message).toBe('Game started - predictions locked');
  });
});
