import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEspnProvider, homeSpread } from './espn-provider';
import { ProviderError, type ProviderGame } from './provider';
import { createSeasonFileProvider } from './season-file-provider';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/espn/${name}`, import.meta.url), 'utf8');

const seasonDir = fileURLToPath(new URL('../../../infra/season/', import.meta.url));

const PREFIX = '/apis/site/v2/sports/football/nfl';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the loopback "ESPN" answers: fixture files by path and query, or a custom handler. */
let handler: Handler = (_req, res) => res.writeHead(404).end();
const requests: string[] = [];

const serveFiles =
  (files: Record<string, string>): Handler =>
  (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = `${url.pathname.slice(PREFIX.length)}${url.search}`;
    const file = files[key];
    if (!file) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(fixture(file));
  };

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}${PREFIX}`;
});

afterEach(() => {
  requests.length = 0;
  handler = (_req, res) => res.writeHead(404).end();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (season = 2025, timeoutMs = 2000) => createEspnProvider({ baseUrl, timeoutMs, season });

const byId = (games: ProviderGame[], id: string): ProviderGame => {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};

/** The ProviderError a promise rejects with (fails the test when it resolves or rejects otherwise). */
const providerError = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('ESPN provider: the recorded 2025 week 1 scoreboard', () => {
  it('asks for the regular-season week of the season and maps all 16 events', async () => {
    handler = serveFiles({ '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01.json' });
    const games = await provider().weekGames(1);

    expect(requests).toEqual([`${PREFIX}/scoreboard?seasontype=2&week=1&dates=2025`]);
    expect(games).toHaveLength(16);
    expect(games.every((g) => g.week === 1)).toBe(true);
    expect(games.filter((g) => g.status === 'scheduled')).toHaveLength(15);
  });

  it('maps the final: DAL 20 at PHI 24, no odds', async () => {
    handler = serveFiles({ '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01.json' });
    const games = await provider().weekGames(1);

    expect(byId(games, '401772510')).toEqual({
      id: '401772510',
      week: 1,
      startTime: '2025-09-05T00:20:00.000Z',
      homeTeamId: 21,
      awayTeamId: 6,
      homeScore: 24,
      awayScore: 20,
      status: 'final',
      spread: null,
      period: null,
      clock: null,
    });
  });

  it('keeps the overtime period of a final decided in overtime, for Final/OT', async () => {
    const scoreboard = JSON.parse(fixture('scoreboard-2025-reg-week01.json'));
    const opener = scoreboard.events.find((event: { id: string }) => event.id === '401772510');
    opener.competitions[0].status.period = 5;
    opener.competitions[0].status.type.detail = 'Final/OT';
    handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(scoreboard));
    const games = await provider().weekGames(1);

    expect(byId(games, '401772510')).toMatchObject({ status: 'final', period: 5, clock: null });
    expect(byId(games, '401772714')).toMatchObject({ status: 'scheduled', period: null });
  });

  it('keeps scores null before kickoff and gives the home line (negative = home favored)', async () => {
    handler = serveFiles({ '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01.json' });
    const games = await provider().weekGames(1);

    // "KC -3.5", spread 3.5: Kansas City (away) favored, so the home Chargers get +3.5.
    expect(byId(games, '401772714')).toEqual({
      id: '401772714',
      week: 1,
      startTime: '2025-09-06T00:00:00.000Z',
      homeTeamId: 24,
      awayTeamId: 12,
      homeScore: null,
      awayScore: null,
      status: 'scheduled',
      spread: '3.5',
      period: null,
      clock: null,
    });
    // "IND -1.5", spread -1.5: the home Colts favored.
    expect(byId(games, '401772719').spread).toBe('-1.5');
    // "DEN -8.5" at home.
    expect(byId(games, '401772832').spread).toBe('-8.5');
    // "BAL -1.5" at Buffalo.
    expect(byId(games, '401772918').spread).toBe('1.5');
  });

  it('names the same games and teams as the bundled season file', async () => {
    handler = serveFiles({ '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01.json' });
    const espn = await provider().weekGames(1);
    const file = await createSeasonFileProvider({
      dataDir: seasonDir,
      now: () => new Date('2025-09-01T00:00:00Z'),
    }).weekGames(1);

    const pairs = (games: ProviderGame[]) =>
      games.map((g) => `${g.id} ${g.awayTeamId}@${g.homeTeamId} ${g.startTime}`).sort();
    expect(pairs(espn)).toEqual(pairs(file));
  });
});

describe('ESPN provider: games under way', () => {
  it('maps the recorded 2022 Sunday: in-progress scores, and lines from `details` when odds lack `spread`', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=11&dates=2022': 'scoreboard-2022-reg-week11-live.json',
    });
    const games = await provider(2022).weekGames(11);

    expect(games).toHaveLength(14);
    expect(games.filter((g) => g.status === 'in_progress')).toHaveLength(8);
    expect(games.filter((g) => g.status === 'scheduled')).toHaveLength(5);
    expect(byId(games, '401437847')).toMatchObject({
      homeTeamId: 2,
      awayTeamId: 5,
      homeScore: 3,
      awayScore: 10,
      status: 'in_progress',
      spread: null,
    });
    // 0-0 in progress is a score, not "no score".
    expect(byId(games, '401437850')).toMatchObject({ homeScore: 0, awayScore: 0, status: 'in_progress' });
    expect(byId(games, '401437844')).toMatchObject({ homeScore: 17, awayScore: 27, status: 'final' });

    // "DEN -2.5" with Denver at home; "DAL -2.0" at Minnesota; "KC -5.5" at the Chargers; "SF -8.0" at Arizona.
    expect(byId(games, '401437853')).toMatchObject({ spread: '-2.5', homeScore: null, status: 'scheduled' });
    expect(byId(games, '401437855').spread).toBe('2');
    expect(byId(games, '401437854').spread).toBe('5.5');
    expect(byId(games, '401435642').spread).toBe('8');
  });

  it('maps in progress, halftime and end of a quarter as in_progress with scores, quarter and clock', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01-live.json',
    });
    const games = await provider().weekGames(1);

    expect(games.map((g) => [g.id, g.status, g.homeScore, g.awayScore, g.spread, g.period, g.clock])).toEqual(
      [
        ['401772714', 'in_progress', 17, 14, '3.5', 3, '8:12'],
        ['401772830', 'in_progress', 10, 13, '1.5', 2, '0:00'],
        ['401772829', 'in_progress', 0, 7, '5.5', 1, '0:00'],
        ['401772510', 'final', 24, 20, null, null, null],
      ],
    );
  });

  it('maps a postponed game with its new date, a canceled game, EVEN and home-favored details', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-reg-week01-postponed.json',
    });
    const games = await provider().weekGames(1);

    expect(byId(games, '401772918')).toEqual({
      id: '401772918',
      week: 1,
      startTime: '2025-09-09T23:00:00.000Z',
      homeTeamId: 2,
      awayTeamId: 33,
      homeScore: null,
      awayScore: null,
      status: 'postponed',
      spread: '1.5',
      period: null,
      clock: null,
    });
    expect(byId(games, '401772810')).toMatchObject({ status: 'canceled', homeScore: null, awayScore: null });
    expect(byId(games, '401772720')).toMatchObject({ status: 'scheduled', spread: '0' });
    expect(byId(games, '401772719')).toMatchObject({ status: 'scheduled', spread: '-1.5' });
  });
});

describe('ESPN provider: teams', () => {
  it('reads the 32 teams with their numeric ids, matching the season file', async () => {
    handler = serveFiles({ '/teams': 'teams.json' });
    const teams = await provider().teams();

    expect(requests).toEqual([`${PREFIX}/teams`]);
    expect(teams).toHaveLength(32);
    expect(teams.find((t) => t.id === 33)).toEqual({
      id: 33,
      abbreviation: 'BAL',
      displayName: 'Baltimore Ravens',
      location: 'Baltimore',
      nickname: 'Ravens',
    });
    const file = await createSeasonFileProvider({
      dataDir: seasonDir,
      now: () => new Date(),
    }).teams();
    const byTeamId = (list: typeof teams) => [...list].sort((a, b) => a.id - b.id);
    expect(byTeamId(teams)).toEqual(byTeamId(file));
  });

  it('rejects an answer that is not a team list', async () => {
    handler = serveFiles({ '/teams': 'scoreboard-2025-reg-week01-live.json' });
    const error = await providerError(provider().teams());
    expect(error.message).toMatch(/^ESPN sent a response that is not a team list/);
  });
});

describe('ESPN provider: failures', () => {
  it('gives up when ESPN does not answer within the timeout', async () => {
    handler = () => {
      // Never answers.
    };
    const error = await providerError(provider(2025, 200).weekGames(1));
    expect(error.message).toBe('ESPN did not answer within 200 ms');
  });

  it('gives up when the body stalls after the headers', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"events":[');
    };
    const error = await providerError(provider(2025, 200).weekGames(1));
    expect(error.message).toBe('ESPN did not answer within 200 ms');
  });

  it('reports an error status', async () => {
    handler = (_req, res) =>
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toBe('ESPN answered 500');
    await expect(provider().teams()).rejects.toThrow('ESPN answered 500');
  });

  it('rejects a body that is not JSON', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Gateway</html>');
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toBe('ESPN sent a response that is not a scoreboard (not JSON)');
  });

  it('rejects JSON that is not a scoreboard', async () => {
    handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toMatch(/^ESPN sent a response that is not a scoreboard \(events: /);
  });

  it('rejects a scoreboard whose events are not an array', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-malformed-events-not-array.json',
    });
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toMatch(/^ESPN sent a response that is not a scoreboard \(events: /);
  });

  it('fails the whole week when one event misses a competitor', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-malformed-competitor-missing.json',
    });
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toBe(
      'ESPN sent a response that is not a scoreboard (events[1] (401772830): expected one home and one away competitor)',
    );
  });

  it('fails the whole week when a started game has no readable score', async () => {
    const live = JSON.parse(fixture('scoreboard-2025-reg-week01-live.json'));
    live.events[2].competitions[0].competitors[0].score = 'n/a';
    handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live));
    const error = await providerError(provider().weekGames(1));
    expect(error.message).toMatch(
      /^ESPN sent a response that is not a scoreboard \(events\[2\] \(401772829\) home: /,
    );
  });

  it('rejects the scoreboard of another season or season type', async () => {
    handler = serveFiles({
      '/scoreboard?seasontype=2&week=1&dates=2025': 'scoreboard-2025-post-week01.json',
      '/scoreboard?seasontype=2&week=11&dates=2025': 'scoreboard-2022-reg-week11-live.json',
    });
    const postseason = await providerError(provider().weekGames(1));
    expect(postseason.message).toBe(
      'ESPN sent the scoreboard of another season (2025 type 3, asked for the 2025 regular season)',
    );
    const otherYear = await providerError(provider().weekGames(11));
    expect(otherYear.message).toBe(
      'ESPN sent the scoreboard of another season (2022 type 2, asked for the 2025 regular season)',
    );
  });

  it('rejects the scoreboard of another week', async () => {
    handler = serveFiles({ '/scoreboard?seasontype=2&week=2&dates=2025': 'scoreboard-2025-reg-week01.json' });
    const error = await providerError(provider().weekGames(2));
    expect(error.message).toBe('ESPN sent the scoreboard of week 1, asked for week 2');
  });

  it('reports ESPN unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const unreachable = createEspnProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
      season: 2025,
    });
    const error = await providerError(unreachable.weekGames(1));
    expect(error.message).toBe('ESPN is unreachable: the connection failed');
    expect(String((error.cause as Error & { cause?: Error }).cause)).toMatch(/ECONNREFUSED/);
  });

  it('refuses a week outside the regular season without asking', async () => {
    await expect(provider().weekGames(0)).rejects.toThrow(RangeError);
    await expect(provider().weekGames(19)).rejects.toThrow('Not a regular-season week: 19');
    expect(requests).toEqual([]);
  });
});

describe('homeSpread', () => {
  const home = { abbreviation: 'LAC' };
  const away = { abbreviation: 'KC' };

  it('prefers the home-relative spread field', () => {
    expect(homeSpread({ spread: -3, details: 'KC -3.5' }, home, away)).toBe('-3');
    expect(homeSpread({ spread: 0 }, home, away)).toBe('0');
    expect(homeSpread({ spread: -0 }, home, away)).toBe('0');
  });

  it('reads the favorite from details when the spread is missing', () => {
    expect(homeSpread({ details: 'KC -3.5' }, home, away)).toBe('3.5');
    expect(homeSpread({ details: 'LAC -7' }, home, away)).toBe('-7');
    expect(homeSpread({ details: 'EVEN' }, home, away)).toBe('0');
  });

  it('gives null when there is no usable line', () => {
    expect(homeSpread(undefined, home, away)).toBeNull();
    expect(homeSpread({ details: 'OFF' }, home, away)).toBeNull();
    expect(homeSpread({ details: 'NYJ -3' }, home, away)).toBeNull();
    expect(homeSpread({ overUnder: 44.5 }, home, away)).toBeNull();
  });
});
