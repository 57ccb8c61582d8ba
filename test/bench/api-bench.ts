/**
 * npm run bench:api — the API under load on the local stack: 1,000 players who each picked a full
 * week and entered an MNF total, each with a standard survivor entry picked through Week 14 (and the
 * benchmark's player with 3 Week 6 entries); 50 concurrent clients per route. Prints, per route,
 * requests/s, latency, errors, DynamoDB calls per request (the first read and a second one) and a
 * screen read's p99 as a multiple of the session check's, the time to grade a week of 1,000
 * players, the seeding's and the whole run's. `BENCH_PLAYERS=10000` for another size: a grading or
 * an archive that fails at that size is printed as a miss and the reads go on; where the run is goes
 * to stderr. Exits non-zero on any error status; a missed target is only marked ✗.
 * `npm run bench:api -- --grading` prints the grading alone (no server, no load).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildSeasonArchive } from '../../functions/admin-games/season-archive-service';
import { startSession } from '../../functions/lib/auth/session-service';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { putSeasonArchive } from '../../functions/lib/data/pool-season-repository';
import { listUserEntries } from '../../functions/lib/data/survivor-repository';
import { findUserIdByEmail } from '../../functions/lib/data/users-repository';
import { type GradingResult, gradeStoredWeek } from '../../functions/lib/grading/grade-stored-week';
import { season } from '../../functions/lib/season';
import { startLocalStack } from '../../infra/local/local-stack';
import { GRADED_WEEK, NOW, OPEN_WEEK, seedBenchPlayers, startServer, stopServer } from './bench-pool';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3457);
const GRADING_ONLY = process.argv.includes('--grading');

const benchStarted = performance.now();
/** Where the run is, on stderr: a run at 10,000 players takes minutes. */
const progress = (what: string) =>
  console.error(`[${((performance.now() - benchStarted) / 1000).toFixed(0)} s] ${what}`);

/**
 * A step that may fail at this many players (an item past DynamoDB's 400 KB, as the week's standings
 * and a season's archive are today): its time and result, or why it failed, so the run goes on.
 */
const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  try {
    const value = await run();
    return { ms: performance.now() - started, value, failure: undefined };
  } catch (error) {
    return { ms: performance.now() - started, value: undefined, failure: (error as Error).message };
  }
};

const preparePool = async (dataDir: string) => {
  process.env.POOL_NOW = NOW;
  const stack = await startLocalStack({ port: 0, dataDir, adminEmails: 'admin@example.com', seed: true });
  const seeding = performance.now();
  const userIds = await seedBenchPlayers(PLAYERS);
  const seedingMs = performance.now() - seeding;
  progress(`seeded ${PLAYERS} players in ${(seedingMs / 1000).toFixed(1)} s`);
  const grading = await timed(() => gradeStoredWeek(GRADED_WEEK));
  progress(`graded week ${GRADED_WEEK}`);
  // Again, with nothing changed: what a regrade costs once the week is in this process's cache.
  const regrading = grading.failure ? grading : await timed(() => gradeStoredWeek(GRADED_WEEK));
  // A past season's archive of the same size, for the Results page's read of it.
  const archivedSeason = season() - 1;
  const archive = await timed(async () =>
    putSeasonArchive({ ...(await buildSeasonArchive()).archive, season: archivedSeason }),
  );
  const session = await startSession(userIds[0] as string);
  // One session per client, for the save of 50 players at once.
  const clientTokens = await Promise.all(
    userIds.slice(0, CONNECTIONS).map(async (id) => (await startSession(id)).token),
  );
  const adminSession = await startSession((await findUserIdByEmail('admin@example.com')) as string);
  const openGames = await listGamesOfWeek(OPEN_WEEK);
  const week6Entry = (await listUserEntries(userIds[0] as string)).find((entry) => entry.kind === 'week6');
  await stack.stop();
  return {
    seedingMs,
    grading,
    regrading,
    archiveFailure: archive.failure,
    token: session.token,
    clientTokens,
    adminToken: adminSession.token,
    playerId: userIds[0] as string,
    openGames,
    week6Entry,
    archivedSeason,
  };
};

/** Waits until the server answers a light request quickly again, so routes do not pay for each other. */
const settle = async (url: string, cookie: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const started = performance.now();
    await fetch(url, { headers: { cookie } });
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** One request alone: its status, DynamoDB calls (from Server-Timing) and time on an idle server. */
const sampleRequest = async (url: string, init: RequestInit) => {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const match = /DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '');
  return {
    status: response.status,
    calls: match ? Number(match[1]) : Number.NaN,
    ms: Math.round(performance.now() - started),
  };
};

interface BenchRoute {
  name: string;
  path: string;
  /** A screen's read: held to the p99 ratio and the calls target. */
  read?: boolean;
  method?: 'POST';
  body?: string;
  asAdmin?: boolean;
  /** Each client signed in as another player (else all as the benchmark's player). */
  clientPerPlayer?: boolean;
  /** The most DynamoDB calls a warm request may make. */
  maxCalls?: number;
}

const SESSION_ROUTE = 'GET /api/auth/user';
const MAX_P99_RATIO = 2;
const MAX_READ_CALLS = 2;
const MAX_GRADING_MS = 1000;
const MISSED = ' ✗';

const routesOf = (prepared: Prepared): BenchRoute[] => {
  const { openGames, week6Entry, playerId, archivedSeason } = prepared;
  const saveBody = JSON.stringify({
    picks: openGames.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: OPEN_WEEK })),
  });
  const read = (name: string, path = name): BenchRoute => ({
    name: `GET ${name}`,
    path,
    read: true,
    maxCalls: MAX_READ_CALLS,
  });
  return [
    { name: SESSION_ROUTE, path: '/api/auth/user', read: true, maxCalls: 1 },
    read('/api/games/current-week'),
    read(`/api/games/week/${GRADED_WEEK}`),
    read(`/api/picks/weekly/${GRADED_WEEK}/{userId}`, `/api/picks/weekly/${GRADED_WEEK}/${playerId}`),
    read(`/api/picks/weekly/${GRADED_WEEK}`),
    read(`/api/picks/splits/${GRADED_WEEK}`),
    read(`/api/tiebreaker/mnf/${OPEN_WEEK}`),
    read('/api/leaderboard/season'),
    read(`/api/leaderboard/weekly/${GRADED_WEEK}`),
    read('/api/settings/show_all_results'),
    read('/api/settings/auto-pick'),
    read('/api/teams'),
    read('/api/users'),
    read('/api/squares'),
    read('/api/home-content'),
    read('/api/survivor/entry'),
    read('/api/survivor/stats'),
    read('/api/survivor/results (standard)', `/api/survivor/results?poolId=standard&maxWeek=${OPEN_WEEK}`),
    read('/api/week6/pools'),
    read('/api/week6/entries'),
    read('/api/week6/registration'),
    read('/api/users/reminders'),
    read('/api/money/me'),
    read('/api/money/amounts'),
    read('/api/seasons'),
    ...(prepared.archiveFailure ? [] : [read('/api/seasons/{season}', `/api/seasons/${archivedSeason}`)]),
    {
      name: 'POST /api/picks/weekly/batch (16 picks)',
      path: '/api/picks/weekly/batch',
      method: 'POST',
      body: saveBody,
      maxCalls: 3,
    },
    {
      name: 'POST /api/picks/weekly/batch (16 picks, 50 players)',
      path: '/api/picks/weekly/batch',
      method: 'POST',
      body: saveBody,
      maxCalls: 3,
      clientPerPlayer: true,
    },
    {
      name: 'POST /api/week6/picks',
      path: '/api/week6/picks',
      method: 'POST',
      body: JSON.stringify({
        entryId: week6Entry?.id,
        week: OPEN_WEEK,
        pickedTeamId: openGames
          .flatMap((game) => [game.homeTeamId, game.awayTeamId])
          .find((teamId) => !Object.values(week6Entry?.picks ?? {}).some((pick) => pick.teamId === teamId)),
      }),
    },
    { name: 'GET /api/admin/users (admin)', path: '/api/admin/users', asAdmin: true },
    { name: 'GET /api/admin/schedule-status (admin)', path: '/api/admin/schedule-status', asAdmin: true },
    { name: 'GET /api/admin/audit (admin)', path: '/api/admin/audit', asAdmin: true },
    { name: 'GET /api/admin/live-scores (admin)', path: '/api/admin/live-scores', asAdmin: true },
    { name: 'GET /api/admin/missing-picks (admin)', path: '/api/admin/missing-picks', asAdmin: true },
    { name: 'GET /api/admin/outbox (admin)', path: '/api/admin/outbox', asAdmin: true },
    { name: 'GET /api/admin/money (admin)', path: '/api/admin/money', asAdmin: true },
    { name: 'GET /api/admin/money/csv (admin)', path: '/api/admin/money/csv', asAdmin: true },
    { name: 'GET /api/admin/season/end-early (admin)', path: '/api/admin/season/end-early', asAdmin: true },
  ];
};

type Prepared = Awaited<ReturnType<typeof preparePool>>;

const gradingLines = ({ grading, regrading, archiveFailure }: Prepared) => {
  const lines = [];
  if (grading.value) {
    const result: GradingResult = grading.value;
    lines.push(
      `grading ${PLAYERS.toLocaleString('en-US')} players: ${(grading.ms / 1000).toFixed(1)} s (${result.parts} parts)`,
      `grading week ${GRADED_WEEK} for ${result.players} players: ${grading.ms.toFixed(0)} ms` +
        `${grading.ms < MAX_GRADING_MS ? '' : MISSED} ` +
        `(${result.picksScored} picks graded, ${result.picksUpdated} changed; survivor entries are graded where ` +
        `read), again with nothing changed: ${regrading.ms.toFixed(0)} ms`,
    );
  } else {
    lines.push(
      `grading week ${GRADED_WEEK} for ${PLAYERS} players failed after ${grading.ms.toFixed(0)} ms${MISSED}: ` +
        `${grading.failure} (the week's boards are read ungraded)`,
    );
  }
  if (archiveFailure) {
    lines.push(
      `a past season's archive of ${PLAYERS} players could not be written${MISSED}: ${archiveFailure}`,
    );
  }
  return lines.join('\n');
};

const mark = (value: number, missed: boolean) => `${value}${missed ? MISSED : ''}`;

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pool-bench-'));
  console.log(`preparing ${PLAYERS} players with a full week of picks and an MNF total...`);
  const prepared = await preparePool(dataDir);
  const { seedingMs, token, clientTokens, adminToken } = prepared;
  if (GRADING_ONLY) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(gradingLines(prepared));
    process.exit(0);
  }
  progress('starting the server');
  const server = await startServer(dataDir, PORT, { log: Boolean(process.env.BENCH_SERVER_LOG) });
  const base = `http://127.0.0.1:${PORT}`;
  const cookie = `pool_session=${token}`;
  const adminCookie = `pool_session=${adminToken}`;
  const rows = [];
  const failures: string[] = [];
  let sessionP99 = Number.NaN;
  try {
    // The session check first (every ratio is to it); after each route the server drains what it
    // queued before the next starts.
    for (const route of routesOf(prepared)) {
      progress(route.name);
      // As a browser asks: a large shared body then comes gzipped, as a phone gets it.
      const headers: Record<string, string> = {
        cookie: route.asAdmin ? adminCookie : cookie,
        'accept-encoding': 'gzip, deflate, br',
      };
      if (route.method === 'POST')
        Object.assign(headers, { origin: base, 'content-type': 'application/json' });
      const init = { method: route.method ?? ('GET' as const), headers, body: route.body };
      const cold = await sampleRequest(`${base}${route.path}`, init);
      const warm = await sampleRequest(`${base}${route.path}`, init);
      let nextClient = 0;
      const result = await autocannon({
        url: `${base}${route.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...init,
        ...(route.clientPerPlayer
          ? {
              setupClient: (client: autocannon.Client) => {
                client.setHeaders({ ...headers, cookie: `pool_session=${clientTokens[nextClient++]}` });
              },
            }
          : {}),
      });
      await settle(`${base}/api/auth/user`, cookie);
      const errors = result.errors + result.non2xx + result.timeouts;
      for (const sample of [cold, warm]) {
        if (sample.status >= 400) failures.push(`${route.name} answered ${sample.status}`);
      }
      if (errors) failures.push(`${route.name}: ${errors} errors at ${CONNECTIONS} clients`);
      if (route.name === SESSION_ROUTE) sessionP99 = result.latency.p99;
      // No answer within the run: its latency is unknown, not 0.
      const answered = result.requests.total > 0;
      const ratio = Math.round((100 * result.latency.p99) / sessionP99) / 100;
      const tooManyCalls = route.maxCalls !== undefined && !(warm.calls <= route.maxCalls);
      rows.push({
        route: route.name,
        status: cold.status,
        'alone ms': cold.ms,
        'req/s': Math.round(result.requests.average),
        'p50 ms': answered ? result.latency.p50 : `none in ${SECONDS} s${MISSED}`,
        'p99 ms': answered ? result.latency.p99 : `none in ${SECONDS} s${MISSED}`,
        errors,
        'calls cold': cold.calls,
        'calls warm': mark(warm.calls, tooManyCalls),
        'p99 / session': route.read ? mark(ratio, !answered || !(ratio <= MAX_P99_RATIO)) : '',
      });
    }
  } finally {
    stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${PLAYERS} players, ${CONNECTIONS} concurrent clients, ${SECONDS} s per route, Node ${process.version}`,
  );
  console.table(rows);
  console.log(gradingLines(prepared));
  console.log(
    `seeding ${PLAYERS} players: ${(seedingMs / 1000).toFixed(1)} s; the whole run: ` +
      `${((performance.now() - benchStarted) / 1000).toFixed(0)} s`,
  );
  console.log(
    `targets: a screen read's p99 at most ${MAX_P99_RATIO}x ${SESSION_ROUTE}'s, at most ${MAX_READ_CALLS} DynamoDB ` +
      `calls warm (the session 1, the batch save 3), grading under ${MAX_GRADING_MS} ms; ✗ marks a miss`,
  );
  if (failures.length) {
    console.error(`\nerror statuses:\n${failures.join('\n')}`);
    process.exit(1);
  }
  process.exit(0);
};

await main();
