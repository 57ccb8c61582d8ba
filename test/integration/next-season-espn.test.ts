import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { SeasonLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type {
  NextSeasonResult,
  SeasonArchive,
  SeasonEndState,
  SeasonList,
} from '../../shared/schemas/seasons';
import type { SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { PublicUser } from '../../shared/schemas/users';
import { parseSeasonGames, parseTeams } from '../../shared/season-file';
import { espnWeekOfSeason } from '../support/espn-season';
import { startScriptedEspnServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { writeNextSeasonFiles } from '../support/next-season-file';
import { type PoolClient, signIn } from '../support/pool-client';

// The demo pool at its clock (Week 15 of 2025) with Weeks 15 to 18 picked by alice and played out by
// the admin's simulation, so 2025 is over; then ESPN as the provider: a loopback server that answers the 2026
// schedule (made from the season file this test writes) for every week.
const stack = localStackForFile({ seed: true });
const dir = writeNextSeasonFiles(2026);
const games2026 = parseSeasonGames(
  readFileSync(path.join(dir, 'nfl-2026-regular-season.csv'), 'utf8'),
  parseTeams(readFileSync(path.join(dir, 'nfl-teams.csv'), 'utf8')),
);
const weeks = Array.from({ length: 18 }, (_, i) => i + 1);

let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;
let admin: PoolClient;
let alice: PoolClient;

const json = async <T>(response: Promise<Response>): Promise<T> => {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
};

beforeAll(async () => {
  espn = await startScriptedEspnServer();
  espn.answer('/teams', { fixture: 'teams.json' });
  for (const week of weeks) espn.answer(`week ${week}`, espnWeekOfSeason(2026, week, games2026));
  process.env.SPORTS_DATA_PROVIDER = 'espn';
  process.env.ESPN_BASE_URL = espn.baseUrl;
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  for (const week of [15, 16, 17, 18]) {
    const games = await json<Game[]>(alice.get(`/api/games/week/${week}`));
    await json(
      alice.send('POST', '/api/picks/weekly/batch', {
        picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week })),
      }),
    );
    await json(admin.send('POST', `/api/admin/simulate-week/${week}`));
  }
});

afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn.close();
});

describe('starting the next season from ESPN', () => {
  it('starts once every 2025 game is final, without ending it early; the archive has every week’s winner', async () => {
    expect(await json<SeasonEndState>(admin.get('/api/admin/season/end-early'))).toMatchObject({
      season: 2025,
      over: true,
      endedEarly: null,
      undecided: { gamesNotFinal: 0, weeks: [], seasonPrizes: false },
    });
    const refused = await admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Every game of the 2025 season is final: it is over, start the next season',
    );
  });

  it('stops cleanly when ESPN fails a week midway, and the same start again finishes it', async () => {
    const season2025 = await json<SeasonLeaderboardEntry[]>(alice.get('/api/leaderboard/season'));
    espn.answer('week 9', { status: 500 });
    const failed = await admin.send('POST', '/api/admin/season/next', { season: 2026 });
    expect(failed.status, await failed.clone().text()).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toMatch(/Week 9 was not loaded/);

    // Nothing moved for the players: the pool still plays 2025.
    expect((await json<SeasonList>(alice.get('/api/seasons'))).current).toBe(2025);
    expect(await json<SeasonLeaderboardEntry[]>(alice.get('/api/leaderboard/season'))).toEqual(season2025);
    expect((await alice.get('/api/seasons/2025')).status).toBe(404);

    // Every scoreboard asked for was the 2026 regular season.
    const scoreboards = espn.queries.filter((query) => query.has('week'));
    expect(scoreboards.length).toBeGreaterThan(1);
    for (const query of scoreboards) {
      expect(query.get('dates')).toBe('2026');
      expect(query.get('seasontype')).toBe('2');
    }

    espn.answer('week 9', espnWeekOfSeason(2026, 9, games2026));
    const asked = espn.requests.length;
    const started = await json<NextSeasonResult>(
      admin.send('POST', '/api/admin/season/next', { season: 2026 }),
    );
    expect(started).toMatchObject({ season: 2026, previous: 2025, teams: 32, games: 272 });
    // Only Week 1 (the schedule check) and the weeks the first call did not store were asked again.
    const again = espn.requests.slice(asked);
    expect(again).toContain('week 9');
    expect(again.length).toBeLessThan(weeks.length);

    expect((await json<SeasonList>(alice.get('/api/seasons'))).current).toBe(2026);
    const archive = await json<SeasonArchive>(alice.get('/api/seasons/2025'));
    expect(archive.weekWinners.map((winner) => winner.week)).toEqual(weeks);
    expect(archive.endedEarly).toBeUndefined();
    const week9 = await json<Game[]>(alice.get('/api/games/week/9'));
    expect(week9.map((game) => game.id).sort()).toEqual(
      games2026
        .filter((game) => game.week === 9)
        .map((game) => game.id)
        .sort(),
    );
    // Each player of the weekly pool was enrolled once, whatever the two calls did.
    const users = await json<PublicUser[]>(admin.get('/api/users'));
    const standard = await json<SurvivorPoolResults>(alice.get('/api/survivor/results?poolId=standard'));
    const weeklyPlayers = users.filter((user) => user.weeklyPoolSince !== null).length;
    expect(standard.stats.total).toBe(weeklyPlayers);
    expect(new Set(standard.rows.map((row) => row.userId)).size).toBe(weeklyPlayers);
  });
});
