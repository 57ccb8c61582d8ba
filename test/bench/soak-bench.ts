/**
 * npm run bench:soak [-- --seconds 60 --rate 50] — a game day held on the local stack: 1,000
 * players, 50 connections on loopback for a bounded time at a bounded rate (requests/s over all
 * connections: 50/s is every one of the 1,000 players through all their screens and a save about
 * 22 times an hour; --rate 0 sends as fast as the server answers). Each connection cycles through a
 * player's screens (session, the week's games, the picks grid, their own picks, the weekly and
 * season boards, the survivor grid) and a save of random picks, players taken in turn so one
 * player's saves never overlap; the admin corrects a score and grades a week in the middle.
 * Afterwards every player's picks are read back: each 2xx save (applied in order over what was
 * there) must be in the table. Prints errors, lost writes, requests/s, p50/p99 (overall and per
 * screen) and the server's memory (start, max, end). Exits non-zero on any error or lost write.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startSession } from '../../functions/lib/auth/session-service';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { findUserIdByEmail } from '../../functions/lib/data/users-repository';
import { gradeStoredWeek } from '../../functions/lib/grading/grade-stored-week';
import { startLocalStack } from '../../infra/local/local-stack';
import type { GameRecord } from '../../shared/game';
import { GRADED_WEEK, OPEN_WEEK, seedBenchPlayers, startServer, stopServer } from './bench-pool';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, rate: { type: 'string', default: '50' } },
});
const SECONDS = Number(flags.seconds);
/** Requests per second over all connections; 0 sends as fast as the server answers (saturation). */
const RATE = Number(flags.rate);
const PLAYERS = 1000;
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3458);
const base = `http://127.0.0.1:${PORT}`;

type Sheet = Map<string, number>;
interface Memory {
  rss: number;
  heapUsed: number;
}

const preparePool = async (dataDir: string) => {
  const stack = await startLocalStack({ port: 0, dataDir, adminEmails: 'admin@example.com', seed: true });
  const userIds = await seedBenchPlayers(PLAYERS);
  // Graded once before the day starts, as the pool is by Thursday: the grading in the middle then
  // regrades what the corrected score changes.
  await gradeStoredWeek(GRADED_WEEK);
  const tokens = await Promise.all(userIds.map(async (id) => (await startSession(id)).token));
  const adminToken = (await startSession((await findUserIdByEmail('admin@example.com')) as string)).token;
  const openGames = await listGamesOfWeek(OPEN_WEEK);
  const gradedGames = await listGamesOfWeek(GRADED_WEEK);
  await stack.stop();
  return {
    players: userIds.map((id, i) => ({ id, token: tokens[i] as string })),
    adminToken,
    openGames,
    gradedGames,
  };
};

/** Asks the server's memory probe; `afterGc` collects first. */
const memoryOf = (server: ChildProcess, afterGc = false) =>
  new Promise<Memory>((resolve) => {
    server.once('message', (message) => resolve((message as { memory: Memory }).memory));
    server.send(afterGc ? 'memory-after-gc' : 'memory');
  });

/** Every stored pick of the week as the admin reads it: userId -> gameId -> team. */
const storedPicks = async (adminCookie: string, week: number) => {
  const response = await fetch(`${base}/api/picks/weekly/${week}`, { headers: { cookie: adminCookie } });
  if (response.status !== 200) throw new Error(`reading the picks answered ${response.status}`);
  const sheets = new Map<string, Sheet>();
  for (const pick of (await response.json()) as { userId: string; gameId: string; pickedTeamId: number }[]) {
    const sheet = sheets.get(pick.userId) ?? new Map();
    sheet.set(pick.gameId, pick.pickedTeamId);
    sheets.set(pick.userId, sheet);
  }
  return sheets;
};

const randomSave = (games: GameRecord[]) =>
  games
    .filter(() => Math.random() < 0.5)
    .map((game) => ({
      gameId: game.id,
      pickedTeamId: Math.random() < 0.5 ? game.homeTeamId : game.awayTeamId,
      week: OPEN_WEEK,
    }));

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pool-soak-'));
  console.log(`preparing ${PLAYERS} players with picks, MNF totals and survivor entries...`);
  const { players, adminToken, openGames, gradedGames } = await preparePool(dataDir);
  const server = await startServer(dataDir, PORT, {
    log: Boolean(process.env.BENCH_SERVER_LOG),
    nodeArgs: ['--expose-gc', '--import', './test/bench/memory-probe.mjs'],
    ipc: true,
  });
  const adminCookie = `pool_session=${adminToken}`;
  const problems: string[] = [];
  try {
    const before = await storedPicks(adminCookie, OPEN_WEEK);
    const expected = new Map(players.map((p) => [p.id, new Map(before.get(p.id) ?? [])]));
    // Players free to take a turn: one connection at a time per player, so their saves apply in order.
    const free = [...players];
    let saves = 0;
    let refusedSaves = 0;
    // A save sent but not answered when the run stopped may or may not be stored.
    const unanswered = new Map<string, ReturnType<typeof randomSave>>();
    type Turn = { player?: (typeof players)[number]; picks?: ReturnType<typeof randomSave>; sentAt?: number };
    // Each screen's own latencies, from the request's build (just before it is written) to its answer.
    const latencies = new Map<string, number[]>();
    type Step = Omit<autocannon.Request, 'setupRequest' | 'onResponse'> & {
      setupRequest?: (request: autocannon.Request, turn: Turn) => autocannon.Request;
      onResponse?: (status: number, body: string, turn: Turn) => void;
    };
    const sent = new Map<string, number>();
    const timed = (name: string, step: Step): autocannon.Request => {
      const answered: number[] = [];
      latencies.set(name, answered);
      return {
        ...step,
        setupRequest: (built, context) => {
          const turn = context as Turn;
          const ready = step.setupRequest ? step.setupRequest(built, turn) : built;
          sent.set(name, (sent.get(name) ?? 0) + 1);
          turn.sentAt = performance.now();
          return ready;
        },
        onResponse: (status, body, context) => {
          const turn = context as Turn;
          answered.push(performance.now() - (turn.sentAt ?? 0));
          step.onResponse?.(status, body, turn);
        },
      };
    };
    const cookieOf = (turn: Turn) => `pool_session=${turn.player?.token}`;
    const read = (path: (turn: Turn) => string): Step => ({
      method: 'GET',
      setupRequest: (request: autocannon.Request, turn: Turn) => ({
        ...request,
        path: path(turn),
        headers: { ...request.headers, cookie: cookieOf(turn) },
      }),
    });
    // One player's turn: their screens and a save; the last answer frees them for another turn.
    const screens: [string, Step][] = [
      [
        'GET /api/auth/user',
        {
          method: 'GET',
          path: '/api/auth/user',
          setupRequest: (request: autocannon.Request, turn: Turn) => {
            turn.player = free.shift();
            return { ...request, headers: { ...request.headers, cookie: cookieOf(turn) } };
          },
        },
      ],
      [`GET /api/games/week/${OPEN_WEEK}`, read(() => `/api/games/week/${OPEN_WEEK}`)],
      [`GET /api/picks/weekly/${OPEN_WEEK}`, read(() => `/api/picks/weekly/${OPEN_WEEK}`)],
      [
        'POST /api/picks/weekly/batch',
        {
          method: 'POST',
          path: '/api/picks/weekly/batch',
          setupRequest: (request: autocannon.Request, turn: Turn) => {
            turn.picks = randomSave(openGames);
            if (turn.player) unanswered.set(turn.player.id, turn.picks);
            return {
              ...request,
              headers: {
                ...request.headers,
                cookie: cookieOf(turn),
                origin: base,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ picks: turn.picks }),
            };
          },
          onResponse: (status: number, body: string, turn: Turn) => {
            if (turn.player) unanswered.delete(turn.player.id);
            if (status !== 200 || !turn.player || !turn.picks) return;
            const result = JSON.parse(body) as { savedCount: number; failed: unknown[] };
            if (result.failed.length || result.savedCount !== turn.picks.length) refusedSaves += 1;
            const sheet = expected.get(turn.player.id) as Sheet;
            for (const pick of turn.picks) sheet.set(pick.gameId, pick.pickedTeamId);
            saves += 1;
          },
        },
      ],
      [
        `GET /api/picks/weekly/${OPEN_WEEK}/{userId}`,
        read(({ player }) => `/api/picks/weekly/${OPEN_WEEK}/${player?.id}`),
      ],
      [`GET /api/leaderboard/weekly/${GRADED_WEEK}`, read(() => `/api/leaderboard/weekly/${GRADED_WEEK}`)],
      ['GET /api/leaderboard/season', read(() => '/api/leaderboard/season')],
      [
        'GET /api/survivor/results',
        {
          ...read(() => `/api/survivor/results?poolId=standard&maxWeek=${OPEN_WEEK}`),
          onResponse: (_status: number, _body: string, turn: Turn) => {
            if (turn.player) free.push(turn.player);
          },
        },
      ],
    ];
    const requests = screens.map(([name, request]) => timed(name, request));

    const memory: Memory[] = [await memoryOf(server, true)];
    // What survives a full collection, every 10 s: the heap that stays (caches, leaks), not garbage.
    const kept: Memory[] = [...memory];
    let running = true;
    const sampling = (async () => {
      for (let second = 1; running; second += 1) {
        const sample = await memoryOf(server, second % 10 === 0);
        memory.push(sample);
        if (second % 10 === 0) kept.push(sample);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const midway = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
    const gradingInTheMiddle = midway.then(async () => {
      const headers = { cookie: adminCookie, origin: base, 'content-type': 'application/json' };
      const [game] = gradedGames;
      const started = performance.now();
      const score = await fetch(`${base}/api/admin/game-score/${game?.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ homeScore: 30, awayScore: 3, isCompleted: true }),
      });
      const graded = await fetch(`${base}/api/admin/score-picks/${GRADED_WEEK}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ adminsOnly: false }),
      });
      return {
        scoreStatus: score.status,
        status: graded.status,
        ms: Math.round(performance.now() - started),
      };
    });

    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s, ${RATE > 0 ? `at most ${RATE} requests/s` : 'unthrottled'}...`,
    );
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
      ...(RATE > 0 ? { overallRate: RATE } : {}),
    });
    const grading = await gradingInTheMiddle;
    running = false;
    await sampling;
    const end = await memoryOf(server, true);
    memory.push(end);
    kept.push(end);

    const after = await storedPicks(adminCookie, OPEN_WEEK);
    let lostWrites = 0;
    let checkedPicks = 0;
    for (const [userId, sheet] of expected) {
      const inFlight = new Map(unanswered.get(userId)?.map((pick) => [pick.gameId, pick.pickedTeamId]));
      for (const [gameId, teamId] of sheet) {
        checkedPicks += 1;
        const stored = after.get(userId)?.get(gameId);
        if (stored !== teamId && stored !== inFlight.get(gameId)) lostWrites += 1;
      }
    }
    // autocannon's errors include its timeouts.
    const errors = result.errors + result.non2xx;
    if (errors) problems.push(`${errors} errors (${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
    if (refusedSaves) problems.push(`${refusedSaves} saves answered 200 with picks refused`);
    if (lostWrites) problems.push(`${lostWrites} picks of 2xx saves missing from the table`);
    if (grading.status !== 200 || grading.scoreStatus !== 200)
      problems.push(`the admin's score answered ${grading.scoreStatus}, grading ${grading.status}`);

    const rss = memory.map((sample) => sample.rss);
    const heap = memory.map((sample) => sample.heapUsed);
    console.log(`
${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s on loopback, ${RATE > 0 ? `at most ${RATE} requests/s` : 'unthrottled'}, Node ${process.version}
requests:    ${result.requests.total} (${Math.round(result.requests.average)} req/s), ${saves} saves of picks
latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms
errors:      ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts}), saves with refused picks ${refusedSaves}
lost writes: ${lostWrites} of ${checkedPicks} picks checked (every player's sheet: seeded, then each 2xx save in order)
grading:     score correction ${grading.scoreStatus}, score-picks week ${GRADED_WEEK} ${grading.status}, ${grading.ms} ms under load
memory:      rss start ${mb(rss[0] as number)}, max ${mb(Math.max(...rss))}, end ${mb(rss.at(-1) as number)}; heap used start ${mb(heap[0] as number)}, max ${mb(Math.max(...heap))}, end ${mb(heap.at(-1) as number)} (start and end after a full GC; ${memory.length} samples)
heap kept:   ${kept.map((sample) => mb(sample.heapUsed)).join(' → ')} (after a full GC, every 10 s)`);
    const percentile = (sorted: number[], p: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);
    console.table(
      screens.map(([name]) => {
        const sorted = [...(latencies.get(name) ?? [])].sort((a, b) => a - b);
        return {
          screen: name,
          sent: sent.get(name) ?? 0,
          answered: sorted.length,
          'p50 ms': percentile(sorted, 50),
          'p99 ms': percentile(sorted, 99),
        };
      }),
    );
  } finally {
    stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(`\nproblems:\n${problems.join('\n')}`);
    process.exit(1);
  }
  process.exit(0);
};

await main();
