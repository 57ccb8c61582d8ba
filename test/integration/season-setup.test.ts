import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { AuditEntry, AuditPage } from '../../shared/schemas/admin-people';
import type {
  SeasonSetupState,
  SeasonSetupStep,
  SeasonSetupStepResult,
} from '../../shared/schemas/season-setup';
import type { Team } from '../../shared/team';
import { espnSeasonWeek, seasonGamesOfWeek } from '../support/espn-season';
import { startScriptedEspnServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

// A fresh deployment on the Friday of Week 1 (when the Week 1 scoreboard was recorded): an empty
// table, the ESPN provider answering from a loopback server with the recorded and derived season.
const stack = localStackForFile({ seed: false, poolNow: '2025-09-05T12:00:00.000Z' });

const SETUP = '/api/admin/season-setup';
const weeks = Array.from({ length: 18 }, (_, index) => index + 1);

let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;
let admin: PoolClient;
let adminId: string;
let player: PoolClient;

const state = async (): Promise<SeasonSetupState> => (await admin.get(SETUP)).json();
const step = async (): Promise<SeasonSetupStepResult> => {
  const response = await admin.send('POST', SETUP);
  expect(response.status).toBe(200);
  return response.json();
};
const gamesOf = async (week: number): Promise<Game[]> => (await admin.get(`/api/games/week/${week}`)).json();
const storedGames = async () => (await Promise.all(weeks.map(gamesOf))).flat();
const loadedWeeks = (current: SeasonSetupState) => current.weeks.filter((week) => week.games > 0).length;
const setupAudit = async (): Promise<AuditEntry[]> => {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = (await (await admin.get(`/api/admin/audit${query}`)).json()) as AuditPage;
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries.filter((entry) => entry.action === 'season.setup' || entry.action === 'setting.change');
};

beforeAll(async () => {
  espn = await startScriptedEspnServer();
  espn.answer('/teams', { fixture: 'teams.json' });
  for (const week of weeks) espn.answer(`week ${week}`, espnSeasonWeek(week));
  process.env.SPORTS_DATA_PROVIDER = 'espn';
  process.env.ESPN_BASE_URL = espn.baseUrl;
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  adminId = (await (await admin.get('/api/auth/user')).json()).id;
  player = (await signIn(stack.url, 'first.player@example.com')).client;
});

afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn.close();
});

describe('setting up the season from ESPN on an empty table', () => {
  it('refuses players and signed-out callers, storing nothing and asking ESPN nothing', async () => {
    for (const response of [await player.get(SETUP), await player.send('POST', SETUP)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Admin access required' });
    }
    const signedOut = new PoolClient(stack.url);
    for (const response of [await signedOut.get(SETUP), await signedOut.send('POST', SETUP)]) {
      expect(response.status).toBe(401);
    }
    expect(espn.requests).toEqual([]);
    expect(await state()).toEqual({
      season: 2025,
      provider: `ESPN site API (${espn.baseUrl})`,
      teams: 0,
      weeks: weeks.map((week) => ({ week, games: 0 })),
      currentWeek: null,
      next: { kind: 'teams' },
    });
    expect(await (await admin.get('/api/teams')).json()).toEqual([]);
  });

  it('loads the teams, then one week per step, each answering the state after it', async () => {
    const teams = await step();
    expect(teams.done).toEqual({ kind: 'teams' });
    expect(teams.state).toMatchObject({ teams: 32, next: { kind: 'week', week: 1 } });
    const stored = (await (await admin.get('/api/teams')).json()) as Team[];
    expect(stored).toHaveLength(32);
    expect(stored.find((team) => team.abbreviation === 'KC')).toMatchObject({
      id: 12,
      displayName: 'Kansas City Chiefs',
    });

    for (const week of weeks.slice(0, 8)) {
      const result = await step();
      expect(result.done).toEqual({ kind: 'week', week });
      expect(result.summary).toBe(
        `Season setup: Week ${week} loaded, ${seasonGamesOfWeek(week).length} games from ESPN site API (${espn.baseUrl})`,
      );
      expect(loadedWeeks(result.state)).toBe(week);
      expect(result.state.next).toEqual({ kind: 'week', week: week + 1 });
    }
    const week2 = await gamesOf(2);
    expect(week2.map((game) => game.id).sort()).toEqual(
      seasonGamesOfWeek(2)
        .map((game) => game.id)
        .sort(),
    );
    expect(week2.find((game) => game.id === '401772936')).toMatchObject({
      startTime: '2025-09-12T00:15:00.000Z',
      homeTeam: { abbreviation: 'GB' },
      awayTeam: { abbreviation: 'WSH' },
      spread: '-3.5',
      status: 'scheduled',
      homeScore: null,
      isCompleted: false,
      lockReason: null,
    });
  });

  it('stops at a failing Week 9 with the provider’s reason, storing nothing of the week', async () => {
    const broken = structuredClone(espnSeasonWeek(9).body) as {
      events: { competitions: { competitors: { homeAway: string }[] }[] }[];
    };
    const last = broken.events.at(-1)?.competitions[0];
    if (!last) throw new Error('the derived Week 9 has no events');
    // Every event but the last is fine: the whole answer is refused, none of it stored.
    last.competitors = last.competitors.filter((competitor) => competitor.homeAway === 'home');
    espn.answer('week 9', { body: broken });
    const malformed = await admin.send('POST', SETUP);
    expect(malformed.status).toBe(503);
    expect((await malformed.json()).message).toMatch(
      /^Week 9 was not loaded: ESPN sent a response that is not a scoreboard \(events\[\d+\] \(\d+\): expected one home and one away competitor\)$/,
    );

    espn.answer('week 9', { status: 500 });
    const down = await admin.send('POST', SETUP);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: 'Week 9 was not loaded: ESPN answered 500' });

    expect(await gamesOf(9)).toEqual([]);
    const stopped = await state();
    expect(loadedWeeks(stopped)).toBe(8);
    expect(stopped.next).toEqual({ kind: 'week', week: 9 });
    expect((await setupAudit()).map((entry) => entry.summary)).not.toContainEqual(
      expect.stringContaining('Week 9'),
    );
  });

  it('resumes at Week 9 and completes without re-doing or duplicating anything', async () => {
    espn.answer('week 9', espnSeasonWeek(9));
    const done: (SeasonSetupStep | null)[] = [];
    let current = await state();
    while (current.next) {
      const result = await step();
      done.push(result.done);
      current = result.state;
    }
    expect(done).toEqual([
      ...weeks.slice(8).map((week) => ({ kind: 'week', week })),
      { kind: 'current-week' },
    ]);
    expect(current).toEqual({
      season: 2025,
      provider: `ESPN site API (${espn.baseUrl})`,
      teams: 32,
      weeks: weeks.map((week) => ({ week, games: seasonGamesOfWeek(week).length })),
      currentWeek: 1,
      next: null,
    });

    // The provider was asked for the teams once and for each week once, Week 9 again after its failures.
    const asked = (key: string) => espn.requests.filter((request) => request === key).length;
    expect(asked('/teams')).toBe(1);
    expect(weeks.map((week) => asked(`week ${week}`))).toEqual(weeks.map((week) => (week === 9 ? 3 : 1)));

    const games = await storedGames();
    expect(games).toHaveLength(272);
    expect(new Set(games.map((game) => game.id)).size).toBe(272);
    for (const week of weeks) {
      expect((await gamesOf(week)).map((game) => game.id).sort()).toEqual(
        seasonGamesOfWeek(week)
          .map((game) => game.id)
          .sort(),
      );
    }
    expect(await (await player.get('/api/games/current-week')).json()).toEqual({ week: 1 });
  });

  it('records every step in the audit log: the teams, each week once, the current week', async () => {
    const entries = await setupAudit();
    const summaries = entries.map((entry) => entry.summary).reverse();
    const provider = `ESPN site API (${espn.baseUrl})`;
    expect(summaries).toEqual([
      `Season setup: 32 teams loaded from ${provider}`,
      ...weeks.map(
        (week) =>
          `Season setup: Week ${week} loaded, ${seasonGamesOfWeek(week).length} games from ${provider}`,
      ),
      'current_week: unset → 1',
    ]);
    expect(new Set(entries.map((entry) => entry.actor.id))).toEqual(new Set([adminId]));
  });

  it('changes nothing when run again once the season is set up', async () => {
    const before = { games: await storedGames(), requests: espn.requests.length, audit: await setupAudit() };
    const again = await step();
    expect(again).toMatchObject({
      done: null,
      summary: 'The season is already set up',
      state: { next: null },
    });
    expect(await storedGames()).toEqual(before.games);
    expect(espn.requests).toHaveLength(before.requests);
    expect(await setupAudit()).toEqual(before.audit);
  });
});
