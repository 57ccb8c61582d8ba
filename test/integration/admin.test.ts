import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/lib/data/client';
import type { Game } from '../../shared/game';
import type { PoolStats, ProviderScore, SystemStatus } from '../../shared/schemas/admin';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { startEspnWeekServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import type { PoolClient } from '../support/pool-client';
import { signIn } from '../support/pool-client';
import { boardRecords, realBoardRecords, realCover, realGame } from '../support/real-season';

// Demo clock: Thursday of Week 15 before kickoff; weeks 1-14 scored.
const stack = localStackForFile({ seed: true });

let admin: PoolClient;
let player: PoolClient;
const gamesOf = async (week: number) => (await (await admin.get(`/api/games/week/${week}`)).json()) as Game[];
const board = async (week: number) =>
  (await (await admin.get(`/api/leaderboard/weekly/${week}`)).json()) as WeeklyLeaderboardEntry[];
const realBoard = (week: number, pushRule: 'loss' | 'win' = 'loss') =>
  realBoardRecords(admin, week, pushRule);
const boardOf = (week: number) => boardRecords(admin, week);
const expectMessage = async (response: Response, status: number, message: string | RegExp) => {
  expect(response.status).toBe(status);
  const body = await response.json();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  player = (await signIn(stack.url, 'alice@example.com')).client;
});

describe('admin: current week', () => {
  it('sets the current week 1-17 and refuses anything else', async () => {
    await expectMessage(
      await admin.send('PUT', '/api/admin/current-week', { week: 18 }),
      400,
      'week must be between 1 and 17',
    );
    await expectMessage(
      await admin.send('PUT', '/api/admin/current-week', { week: 'x' }),
      400,
      'week must be a number',
    );
    expect((await admin.send('PUT', '/api/admin/current-week', { week: 16 })).status).toBe(200);
    expect(await (await player.get('/api/games/current-week')).json()).toEqual({ week: 16 });
    await admin.send('PUT', '/api/admin/current-week', { week: 15 });
  });

  it('is refused to a player, and nothing changes', async () => {
    expect((await player.send('PUT', '/api/admin/current-week', { week: 3 })).status).toBe(403);
    expect(await (await player.get('/api/games/current-week')).json()).toEqual({ week: 15 });
  });
});

describe('admin: games and spreads', () => {
  it('changes a spread before kickoff, keeps it through a schedule sync, and refuses it after kickoff', async () => {
    const [open] = await gamesOf(16);
    if (!open) throw new Error('no week 16 games');
    await expectMessage(
      await admin.send('PUT', `/api/admin/game/${open.id}/spread`, { spread: 3.25 }),
      400,
      'spread must be in steps of 0.5',
    );
    const set = await admin.send('PUT', `/api/admin/game/${open.id}/spread`, { spread: -6.5 });
    expect((await set.json()).spread).toBe('-6.5');
    const sync = await admin.send('POST', '/api/admin/sync-schedule/16', {});
    expect(await sync.json()).toMatchObject({ message: 'Schedule synced for Week 16', created: 0 });
    expect((await gamesOf(16)).find((game) => game.id === open.id)?.spread).toBe('-6.5');

    const [played] = await gamesOf(14);
    if (!played) throw new Error('no week 14 games');
    await expectMessage(
      await admin.send('PUT', `/api/admin/game/${played.id}/spread`, { spread: 1 }),
      403,
      'The spread cannot change after kickoff',
    );
    expect((await gamesOf(14)).find((game) => game.id === played.id)?.spread).toBe(played.spread);
    await expectMessage(
      await player.send('PUT', `/api/admin/game/${open.id}/spread`, { spread: 1 }),
      403,
      'Admin access required',
    );
    expect((await gamesOf(16)).find((game) => game.id === open.id)?.spread).toBe('-6.5');
  });

  it('flags one MNF tiebreaker game per week', async () => {
    const week15 = await gamesOf(15);
    const sunday = week15[3];
    if (!sunday) throw new Error('no week 15 game');
    expect(
      (await admin.send('PUT', `/api/admin/game/${sunday.id}/mnf-tiebreaker`, { isMnfTiebreaker: true }))
        .status,
    ).toBe(200);
    const flagged = (await gamesOf(15)).filter((game) => game.isMnfTiebreaker).map((game) => game.id);
    expect(flagged).toEqual([sunday.id]);
    await admin.send('PUT', `/api/admin/game/${sunday.id}/mnf-tiebreaker`, { isMnfTiebreaker: false });
    const fallback = (await gamesOf(15)).filter((game) => game.isMnfTiebreaker);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]?.id).not.toBe(sunday.id);
  });

  it('deletes a game after which it is gone (404 the second time)', async () => {
    const week17 = await gamesOf(17);
    const doomed = week17[0];
    if (!doomed) throw new Error('no week 17 game');
    expect((await admin.send('DELETE', `/api/admin/game/${doomed.id}`)).status).toBe(200);
    expect((await gamesOf(17)).map((game) => game.id)).not.toContain(doomed.id);
    await expectMessage(await admin.send('DELETE', `/api/admin/game/${doomed.id}`), 404, 'Game not found');
    await admin.send('POST', '/api/admin/sync-schedule/17', {});
    expect((await gamesOf(17)).map((game) => game.id)).toContain(doomed.id);
  });
});

describe('admin: scores and grading against the season file', () => {
  it('resets week 14 (picks kept), loads the provider scores, saves them and grades to the real results', async () => {
    const before = await board(14);
    const alice = before.find((entry) => entry.user.username === 'alice_b');
    expect(alice?.correctPicks).toBeGreaterThan(0);
    expect(await boardOf(14)).toEqual(await realBoard(14));

    const reset = await admin.send('POST', '/api/admin/reset-scores/14', {});
    expect((await reset.json()).message).toBe('Week 14 scores and picks reset');
    expect((await gamesOf(14)).every((game) => !game.isCompleted && game.homeScore === null)).toBe(true);
    const afterReset = await board(14);
    expect(afterReset.find((entry) => entry.userId === alice?.userId)).toMatchObject({
      correctPicks: 0,
      totalPicks: alice?.totalPicks,
    });
    const alicePicks = (await (
      await admin.get(`/api/picks/weekly/14/${alice?.userId}`)
    ).json()) as WeeklyPick[];
    expect(alicePicks).toHaveLength(alice?.totalPicks ?? -1);

    const loaded = await (await admin.get('/api/admin/espn-scores/14')).json();
    const finals = (loaded.scores as ProviderScore[]).filter((score) => score.isCompleted);
    expect(finals.length).toBe((await gamesOf(14)).length);
    const saved = await admin.send('POST', '/api/admin/save-all-scores', {
      games: finals.map(({ id, homeScore, awayScore, isCompleted }) => ({
        id,
        homeScore,
        awayScore,
        isCompleted,
      })),
    });
    expect(await saved.json()).toMatchObject({ updatedCount: finals.length });
    const graded = await admin.send('POST', '/api/admin/score-picks/14', { adminsOnly: false });
    expect((await graded.json()).message).toMatch(/^Scored \d+ picks for Week 14$/);
    for (const game of await gamesOf(14)) {
      const real = realGame(game.id);
      expect([game.homeScore, game.awayScore], game.id).toEqual([real.homeScore, real.awayScore]);
    }
    expect(await boardOf(14)).toEqual(await realBoard(14));
  });

  it('syncs final scores from the provider in one step, grading to the real results', async () => {
    await admin.send('POST', '/api/admin/reset-scores/13', {});
    expect([...(await boardOf(13)).values()].every((record) => record.correctPicks === 0)).toBe(true);
    const synced = await (await admin.send('POST', '/api/admin/sync-scores/13', {})).json();
    expect(synced).toMatchObject({ message: 'Scores synced for Week 13' });
    expect(synced.gamesUpdated).toBe((await gamesOf(13)).length);
    expect(await boardOf(13)).toEqual(await realBoard(13));
  });

  it('refuses bad score input with a message and stores nothing', async () => {
    const [game] = await gamesOf(14);
    await expectMessage(
      await admin.send('POST', '/api/admin/save-all-scores', {
        games: [{ id: game?.id, homeScore: -1, awayScore: 3, isCompleted: true }],
      }),
      400,
      'homeScore cannot be negative',
    );
    await expectMessage(
      await admin.send('POST', '/api/admin/save-all-scores', {
        games: [{ id: 'nope', homeScore: 1, awayScore: 3, isCompleted: true }],
      }),
      400,
      'Unknown games: nope',
    );
    await expectMessage(
      await admin.send('POST', '/api/admin/save-all-scores', {
        games: [
          { id: game?.id, homeScore: 99, awayScore: 0, isCompleted: true },
          { id: game?.id, homeScore: 0, awayScore: 99, isCompleted: true },
        ],
      }),
      400,
      'Each game may appear only once',
    );
    // The Testing tab's Set Game Score: a negative is refused, never saved without its sign.
    await expectMessage(
      await admin.send('PUT', `/api/admin/game-score/${game?.id}`, { homeScore: 21, awayScore: -7 }),
      400,
      'awayScore cannot be negative',
    );
    const kept = (await gamesOf(14)).find((candidate) => candidate.id === game?.id);
    expect([kept?.homeScore, kept?.awayScore]).toEqual([game?.homeScore, game?.awayScore]);
  });

  it('grades a push as a win under the win push rule', async () => {
    // Week 12 had an exact cover (PIT at CHI, CHI by 3 at -3); every demo player picked it one way or the other.
    expect(realCover('401772780')).toBe('push');
    const loss = await realBoard(12, 'loss');
    expect([...loss.values()].every((record) => record.pushes === 1)).toBe(true);
    expect(await boardOf(12)).toEqual(loss);

    expect((await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'win' })).status).toBe(200);
    await admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
    expect(await boardOf(12)).toEqual(await realBoard(12, 'win'));

    await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'loss' });
    await admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
    expect(await boardOf(12)).toEqual(loss);
    await expectMessage(
      await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'tie' }),
      400,
      "pushRule must be 'loss' or 'win'",
    );
  });

  it('simulates the unfinished games of a week with plausible scores and grades them', async () => {
    const open = (await gamesOf(15)).filter((game) => !game.isCompleted).length;
    const simulated = await (await admin.send('POST', '/api/admin/simulate-week/15', {})).json();
    expect(simulated).toMatchObject({ gamesUpdated: open });
    // At most five touchdowns, four field goals and a safety a side: 0 to 49 points.
    const plausible = (score: number | null) =>
      Number.isInteger(score) && (score ?? -1) >= 0 && (score ?? 99) <= 49;
    for (const game of await gamesOf(15)) {
      expect(game.isCompleted, game.id).toBe(true);
      expect(plausible(game.homeScore), `${game.id} home ${game.homeScore}`).toBe(true);
      expect(plausible(game.awayScore), `${game.id} away ${game.awayScore}`).toBe(true);
    }
    await admin.send('POST', '/api/admin/reset-scores/15', {});
    expect((await gamesOf(15)).every((game) => !game.isCompleted)).toBe(true);
  });
});

describe('admin: settings, statistics and status', () => {
  it('toggles picks, results visibility and squares visibility', async () => {
    await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: false });
    expect(await (await player.get('/api/settings/picks_enabled')).json()).toEqual({
      key: 'picks_enabled',
      value: 'false',
    });
    expect((await gamesOf(15))[5]?.lockReason).toBe('disabled');
    await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: true });
    await admin.send('PUT', '/api/admin/results/visibility', { showAllResults: false });
    expect((await (await player.get('/api/settings/show_all_results')).json()).value).toBe('false');
    await admin.send('PUT', '/api/admin/results/visibility', { showAllResults: true });
    await admin.send('PUT', '/api/admin/squares/visibility', { isVisible: true });
    expect((await (await player.get('/api/settings/squares_visible')).json()).value).toBe('true');
    await expectMessage(
      await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: 'yes' }),
      400,
      'isEnabled must be true or false',
    );
    await expectMessage(
      await player.send('PUT', '/api/admin/picks/enabled', { isEnabled: false }),
      403,
      'Admin access required',
    );
    expect((await (await player.get('/api/settings/picks_enabled')).json()).value).toBe('true');
  });

  it('counts the pool from its data', async () => {
    const stats = (await (await admin.get('/api/admin/pool-stats')).json()) as PoolStats;
    expect(stats.totalUsers).toBeGreaterThanOrEqual(13);
    expect(stats.admins).toBeGreaterThanOrEqual(1);
    expect(stats.weeklyPoolPlayers).toBe(13);
    expect(stats.gamesThisWeek).toBe((await gamesOf(15)).length);
  });

  it('reports real system checks', async () => {
    const status = (await (await admin.get('/api/admin/system-status')).json()) as SystemStatus;
    expect(status.database.ok).toBe(true);
    expect(status.sportsData).toMatchObject({ ok: true });
    expect(status.sportsData.detail).toMatch(/season file/i);
    expect(status.login).toEqual({
      ok: true,
      detail: `OpenID Connect issuer ${stack.url}/oidc is configured`,
    });
  });

  it('reports a table that does not answer without the system’s words', async () => {
    // A fault injected on the status check's read: the error a dead endpoint gives.
    db().middlewareStack.add(
      (next) => async (args) => {
        const key = (args as { input?: { Key?: { SK?: string } } }).input?.Key;
        if (key?.SK === 'SETTING#current_week') throw new Error('connect ECONNREFUSED 127.0.0.1:8000');
        return next(args);
      },
      { step: 'initialize', name: 'tableDown' },
    );
    try {
      const status = (await (await admin.get('/api/admin/system-status')).json()) as SystemStatus;
      expect(status.database).toEqual({
        ok: false,
        detail: 'The table does not answer (details in the log)',
      });
      expect(status.login.ok).toBe(true);
    } finally {
      db().middlewareStack.remove('tableDown');
    }
  });

  it('syncs teams from the provider', async () => {
    expect(await (await admin.send('POST', '/api/admin/sync-teams', {})).json()).toMatchObject({ count: 32 });
    const teams = await (await player.get('/api/teams')).json();
    expect(teams).toHaveLength(32);
    expect(teams.find((team: { abbreviation: string }) => team.abbreviation === 'KC')).toMatchObject({
      conference: 'AFC',
      division: 'West',
    });
  });
});

describe('admin: a failing ESPN provider changes nothing', () => {
  let espn: Server;
  beforeAll(async () => {
    espn = createServer((_req, res) => res.writeHead(500).end('upstream broke'));
    await new Promise<void>((resolve) => espn.listen(0, '127.0.0.1', () => resolve()));
    process.env.SPORTS_DATA_PROVIDER = 'espn';
    process.env.ESPN_BASE_URL = `http://127.0.0.1:${(espn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
    await new Promise((resolve) => espn.close(resolve));
  });

  it('answers 503 with a clear message and leaves the stored games alone', async () => {
    const before = await gamesOf(15);
    const response = await admin.send('POST', '/api/admin/sync-schedule/15', {});
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/ESPN/);
    expect((await admin.send('POST', '/api/admin/sync-scores/15', {})).status).toBe(503);
    expect(await gamesOf(15)).toEqual(before);
    const status = (await (await admin.get('/api/admin/system-status')).json()) as SystemStatus;
    expect(status.sportsData.ok).toBe(false);
  });
});

describe('admin: a schedule sync from ESPN with a postponed game', () => {
  let espn: Awaited<ReturnType<typeof startEspnWeekServer>>;
  beforeAll(async () => {
    espn = await startEspnWeekServer('scoreboard-2025-reg-week01-postponed.json', 1);
    process.env.SPORTS_DATA_PROVIDER = 'espn';
    process.env.ESPN_BASE_URL = espn.baseUrl;
  });
  afterAll(async () => {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
    process.env.POOL_NOW = '2025-12-11T17:00:00.000Z';
    await espn.close();
  });

  it('moves the kickoff, marks the game postponed, keeps it open until then, and keeps every pick', async () => {
    const alice = (await board(1)).find((entry) => entry.user.username === 'alice_b');
    await admin.send('POST', '/api/admin/reset-scores/1', {});
    const synced = await (await admin.send('POST', '/api/admin/sync-schedule/1', {})).json();
    expect(synced).toMatchObject({ message: 'Schedule synced for Week 1', created: 0, updated: 4 });

    process.env.POOL_NOW = '2025-09-08T12:00:00.000Z'; // Monday: Sunday's games have kicked off
    const games = await gamesOf(1);
    const postponed = games.find((game) => game.id === '401772918');
    expect(postponed).toMatchObject({
      status: 'postponed',
      startTime: '2025-09-09T23:00:00.000Z',
      lockReason: null,
    });
    expect(games.find((game) => game.id === '401772720')?.lockReason).toBe('started');
    const picks = (await (await admin.get(`/api/picks/weekly/1/${alice?.userId}`)).json()) as WeeklyPick[];
    expect(picks).toHaveLength(alice?.totalPicks ?? -1);
    expect(picks.find((pick) => pick.gameId === '401772918')?.outcome).toBe('pending');
  });
});

describe('admin: bad input is a 400 with a message, for every admin route that takes input', () => {
  const cases: [string, string, unknown, string][] = [
    ['PUT', '/api/admin/current-week', { week: 0 }, 'week must be between 1 and 17'],
    ['POST', '/api/admin/sync-schedule/19', {}, 'week must be between 1 and 18'],
    ['POST', '/api/admin/sync-scores/0', {}, 'week must be between 1 and 18'],
    ['GET', '/api/admin/espn-scores/x', undefined, 'week must be a whole number from 1 to 18'],
    ['POST', '/api/admin/score-picks/99', { adminsOnly: false }, 'week must be between 1 and 18'],
    ['POST', '/api/admin/score-picks/3', { adminsOnly: 'yes' }, 'adminsOnly must be a boolean'],
    [
      'PUT',
      '/api/admin/game-score/401772510',
      { homeScore: 1.5, awayScore: 3 },
      'homeScore must be a whole number',
    ],
    ['POST', '/api/admin/save-all-scores', { games: [] }, 'games must not be empty'],
    ['POST', '/api/admin/simulate-week/19', {}, 'week must be between 1 and 18'],
    ['POST', '/api/admin/reset-scores/-1', {}, 'week must be a whole number from 1 to 18'],
    ['PUT', '/api/admin/game/401772510/spread', { spread: 'big' }, 'spread must be a number'],
    [
      'PUT',
      '/api/admin/game/401772510/mnf-tiebreaker',
      { isMnfTiebreaker: 1 },
      'isMnfTiebreaker must be true or false',
    ],
    ['PUT', '/api/admin/results/visibility', {}, 'showAllResults must be true or false'],
    ['PUT', '/api/admin/squares/visibility', { isVisible: null }, 'isVisible must be true or false'],
    [
      'PUT',
      '/api/admin/pool-settings',
      { lateEntryStartWeek: 19 },
      'lateEntryStartWeek must be between 1 and 18',
    ],
    ['PUT', '/api/admin/pool-settings', {}, 'Nothing to update'],
  ];
  it.each(cases)('%s %s', async (method, path, body, message) => {
    const response = method === 'GET' ? await admin.get(path) : await admin.send(method, path, body);
    await expectMessage(response, 400, message);
  });
});
