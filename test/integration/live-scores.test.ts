import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueLiveSync } from '../../functions/services/live-scores-service';
import type { Game } from '../../shared/game';
import type { LiveScoresStatus } from '../../shared/schemas/live-scores';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { scoreboardFixture, startScriptedEspnServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Week 1 of 2025 as the seed leaves it on Sunday morning: Thursday's and Friday's games final, the
// rest to play. The job runs here by direct call on a pinned clock, so each step is exact.
const SUNDAY_MORNING = '2025-09-07T12:00:00.000Z';
const AT_1PM_KICKOFF = '2025-09-07T17:00:00.000Z';
const TB_AT_ATL = '401772830'; // 1 pm; the live fixture has it at halftime, TB 13 ATL 10; TB won 23-20
const CIN_AT_CLE = '401772829'; // 1 pm; the live fixture has it at the end of the 1st, CIN 7 CLE 0
const KC_AT_LAC = '401772714'; // Friday night, final in the store; the live fixture still says in progress
const LIVE = 'scoreboard-2025-reg-week01-live.json';

const stack = localStackForFile({ seed: true, poolNow: SUNDAY_MORNING });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;
let admin: PoolClient;
let fan: PoolClient;

const week1 = async () => (await (await admin.get('/api/games/week/1')).json()) as Game[];
const gameOf = (games: Game[], id: string): Game => {
  const game = games.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};
const status = async () => (await (await admin.get('/api/admin/live-scores')).json()) as LiveScoresStatus;
const fanPicks = async () => {
  const me = (await (await fan.get('/api/auth/user')).json()).id as string;
  return (await (await fan.get(`/api/picks/weekly/1/${me}`)).json()) as WeeklyPick[];
};

/** The live fixture with TB at ATL over: the derived final a later scoreboard would carry. */
const tbAtAtlFinal = () => {
  const scoreboard = scoreboardFixture(LIVE);
  const event = scoreboard.events.find((candidate) => candidate.id === TB_AT_ATL);
  if (!event) throw new Error('TB at ATL missing from the fixture');
  const [competition] = event.competitions;
  if (!competition) throw new Error('TB at ATL has no competition');
  competition.status = {
    ...competition.status,
    period: 4,
    displayClock: '0:00',
    type: { ...competition.status.type, name: 'STATUS_FINAL', state: 'post', completed: true },
  };
  for (const competitor of competition.competitors)
    competitor.score = competitor.homeAway === 'home' ? '20' : '23';
  return scoreboard;
};

beforeAll(async () => {
  espn = await startScriptedEspnServer();
  process.env.SPORTS_DATA_PROVIDER = 'espn';
  process.env.ESPN_BASE_URL = espn.baseUrl;
  process.env.ESPN_TIMEOUT_MS = '300';
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  fan = (await signIn(stack.url, 'fan@example.com')).client;
  const games = await week1();
  const picks = [
    { gameId: TB_AT_ATL, pickedTeamId: gameOf(games, TB_AT_ATL).awayTeamId, week: 1 },
    { gameId: CIN_AT_CLE, pickedTeamId: gameOf(games, CIN_AT_CLE).homeTeamId, week: 1 },
  ];
  expect((await fan.send('POST', '/api/picks/weekly/batch', { picks })).status).toBe(200);
});
afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn?.close();
});

describe('the game-day job', () => {
  it('does nothing outside a game window: no provider call, no write', async () => {
    setClock(SUNDAY_MORNING);
    espn.answer('week 1', { fixture: LIVE });
    const before = await week1();
    expect(await runDueLiveSync()).toBeNull();
    expect(await runDueLiveSync()).toBeNull();
    expect(espn.requests).toEqual([]);
    expect(await week1()).toEqual(before);
    expect(await status()).toMatchObject({
      enabled: true,
      intervalMinutes: 5,
      inGameWindow: false,
      nextSync: AT_1PM_KICKOFF,
      lastSync: null,
    });
  });

  it('stores in-progress scores with the quarter and clock once games are on, and keeps a stored final', async () => {
    setClock(minutesAfter(AT_1PM_KICKOFF, 95));
    const finalBefore = gameOf(await week1(), KC_AT_LAC);
    const result = await runDueLiveSync();
    expect(result).toMatchObject({ weeks: [1], gamesUpdated: 2, gamesFinished: 0 });
    expect(espn.requests).toEqual(['week 1']);

    const games = await week1();
    expect(gameOf(games, TB_AT_ATL)).toMatchObject({
      status: 'in_progress',
      isCompleted: false,
      homeScore: 10,
      awayScore: 13,
      period: 2,
      clock: '0:00',
    });
    expect(gameOf(games, CIN_AT_CLE)).toMatchObject({
      status: 'in_progress',
      homeScore: 0,
      awayScore: 7,
      period: 1,
    });
    expect(gameOf(games, KC_AT_LAC)).toEqual(finalBefore);
    // The 1 pm games the provider has not scored yet are in progress, waiting for the score; 4 pm's are to come.
    const unscored = games.filter((game) => game.startTime === AT_1PM_KICKOFF && game.homeScore === null);
    expect(unscored.length).toBeGreaterThan(0);
    for (const game of unscored) expect(game, game.id).toMatchObject({ status: 'in_progress', period: null });
    const later = games.filter(
      (game) => Date.parse(game.startTime) > Date.parse(minutesAfter(AT_1PM_KICKOFF, 95)),
    );
    expect(later.length).toBeGreaterThan(0);
    for (const game of later) expect(game.status, game.id).toBe('scheduled');
    expect((await fanPicks()).map((pick) => pick.isCorrect)).toEqual([null, null]);
    expect(await status()).toMatchObject({ inGameWindow: true, lastSync: result, lastError: null });
  });

  it('waits for the interval before it asks the provider again', async () => {
    setClock(minutesAfter(AT_1PM_KICKOFF, 97));
    expect(await runDueLiveSync()).toBeNull();
    expect(espn.requests).toHaveLength(1);
    expect((await status()).nextSync).toBe(minutesAfter(AT_1PM_KICKOFF, 100));
  });

  it('grades a game the moment the provider says it is final: picks, standings', async () => {
    espn.answer('week 1', { body: tbAtAtlFinal() });
    setClock(minutesAfter(AT_1PM_KICKOFF, 195));
    expect(await runDueLiveSync()).toMatchObject({ gamesUpdated: 1, gamesFinished: 1 });

    expect(gameOf(await week1(), TB_AT_ATL)).toMatchObject({
      status: 'final',
      isCompleted: true,
      homeScore: 20,
      awayScore: 23,
      period: null,
      clock: null,
    });
    const picks = await fanPicks();
    // TB was favoured by 1.5 and won by 3: the fan's TB pick covers; CIN at CLE is still on.
    expect(picks.find((pick) => pick.gameId === TB_AT_ATL)?.isCorrect).toBe(true);
    expect(picks.find((pick) => pick.gameId === CIN_AT_CLE)?.isCorrect).toBeNull();
    const board = (await (await fan.get('/api/leaderboard/weekly/1')).json()) as {
      username: string | null;
      correctPicks: number;
    }[];
    expect(board.some((row) => row.correctPicks === 1)).toBe(true);
  });

  describe('a provider that fails changes nothing and is reported until a sync succeeds', () => {
    const failures: [string, Parameters<typeof espn.answer>[1], RegExp][] = [
      ['a timeout', { fixture: LIVE, delayMs: 1500 }, /did not answer within 300 ms/],
      ['a 503', { status: 503 }, /ESPN answered 503/],
      ['nonsense', { fixture: 'scoreboard-malformed-events-not-array.json' }, /not a scoreboard/],
      // In the product's words: no socket's or system's error text reaches the admin.
      [
        'a dropped connection',
        { fixture: LIVE, cutAfter: 100 },
        /^ESPN is unreachable: the connection failed$/,
      ],
    ];
    let clock = minutesAfter(AT_1PM_KICKOFF, 200);

    it.each(failures)('%s', async (_name, answer, message) => {
      espn.answer('week 1', answer);
      clock = minutesAfter(clock, 5);
      setClock(clock);
      const before = await week1();
      expect(await runDueLiveSync()).toBeNull();
      expect(await week1()).toEqual(before);
      const { lastError } = await status();
      expect(lastError?.message).toMatch(message);
      expect(lastError?.at).toBe(clock);
    });

    it('clears the error on the next good sync', async () => {
      espn.answer('week 1', { fixture: LIVE });
      setClock(minutesAfter(clock, 5));
      expect(await runDueLiveSync()).not.toBeNull();
      expect((await status()).lastError).toBeNull();
    });
  });

  describe('the admin switch', () => {
    it('turns the job off: nothing syncs in a window, and back on', async () => {
      const off = await admin.send('PUT', '/api/admin/live-scores', { enabled: false, intervalMinutes: 10 });
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({ enabled: false, intervalMinutes: 10, nextSync: null });
      const asked = espn.requests.length;
      setClock(minutesAfter(AT_1PM_KICKOFF, 300));
      expect(await runDueLiveSync()).toBeNull();
      expect(espn.requests).toHaveLength(asked);

      const on = await admin.send('PUT', '/api/admin/live-scores', { enabled: true, intervalMinutes: 10 });
      expect(await on.json()).toMatchObject({ enabled: true, intervalMinutes: 10, inGameWindow: true });
      expect(await runDueLiveSync()).not.toBeNull();
      expect(espn.requests).toHaveLength(asked + 1);
    });

    it('refuses a bad interval and stores nothing', async () => {
      for (const body of [
        { enabled: true, intervalMinutes: 0 },
        { enabled: true, intervalMinutes: 2.5 },
        { enabled: 'yes', intervalMinutes: 5 },
        { enabled: true },
      ]) {
        const response = await admin.send('PUT', '/api/admin/live-scores', body);
        expect(response.status).toBe(400);
        expect((await response.json()).message).toEqual(expect.any(String));
      }
      expect(await status()).toMatchObject({ enabled: true, intervalMinutes: 10 });
    });

    it('is for admins only', async () => {
      expect((await fan.get('/api/admin/live-scores')).status).toBe(403);
      const refused = await fan.send('PUT', '/api/admin/live-scores', { enabled: false, intervalMinutes: 5 });
      expect(refused.status).toBe(403);
      expect(await status()).toMatchObject({ enabled: true });
    });

    it('records the change in the audit log', async () => {
      const audit = (await (await admin.get('/api/admin/audit')).json()) as {
        entries: { summary: string }[];
      };
      expect(audit.entries.map((entry) => entry.summary)).toContain('Live scores off, every 10 min');
    });
  });
});
