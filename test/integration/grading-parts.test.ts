import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveGameScore } from '../../functions/admin-games/scores-service';
import { db } from '../../functions/lib/data/client';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { overwritePicks, putSheets, readWeek } from '../../functions/lib/data/picks-repository';
import {
  listGradingRuns,
  listStandings,
  readGradingRun,
} from '../../functions/lib/data/standings-repository';
import { putUsers } from '../../functions/lib/data/users-repository';
import { readWeekVersion } from '../../functions/lib/data/week-version';
import { gradeStoredWeek } from '../../functions/lib/grading/grade-stored-week';
import { PART_SHEETS } from '../../functions/lib/grading/grading-parts';
import { runGradingPart, startGradingRun } from '../../functions/lib/grading/grading-run';
import type { GradingPartMessage } from '../../functions/lib/grading/part-runner';
import type { Game } from '../../shared/game';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { coveringTeam } from '../../shared/scoring';
import { type HeldWrites, holdWrites, type WriteInput } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';
import { numberedPlayers } from '../support/numbered-players';
import { type PoolClient, signIn } from '../support/pool-client';
import { standingsItemsOfWeek } from '../support/standings-items';

// Thursday of Week 15: Week 13 is final and graded, with the demo pool's picks.
const stack = localStackForFile({ seed: true });
const SEASON = 2025;
const WEEK = 13;
const STANDINGS = `SEASON#${SEASON}#STANDINGS`;
/** Players added to the demo pool's: with them the pool grades in two parts. */
const ADDED = PART_SHEETS;

let admin: PoolClient;
let viewer: PoolClient;

const written = (input: WriteInput) => (input.Item ?? input.Key) as { PK?: string; SK?: string } | undefined;
const isHead = (input: WriteInput) =>
  written(input)?.PK === STANDINGS && written(input)?.SK === `WEEK#${WEEK}`;
const isPart = (input: WriteInput, part?: number) =>
  written(input)?.PK === STANDINGS &&
  (written(input)?.SK ?? '').includes(
    part === undefined ? '#PART#' : `#PART#${String(part).padStart(4, '0')}`,
  );

/** Counts the writes `counted` picks out while the test runs (a hold that holds nothing). */
const countWrites = (counted: (input: WriteInput) => boolean) => {
  let count = 0;
  const watch = holdWrites((input) => {
    if (counted(input)) count += 1;
    return false;
  });
  return { count: () => count, stop: watch.release };
};

const weekItems = () => standingsItemsOfWeek(STANDINGS, WEEK);

const gamesOf = async () => (await (await admin.get(`/api/games/week/${WEEK}`)).json()) as Game[];
/** The weekly board's first page and how many players it ranks. */
const board = async () => {
  const response = await viewer.get(`/api/leaderboard/weekly/${WEEK}`);
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as WeeklyLeaderboardEntry[],
    players: Number(response.headers.get('x-board-players')),
  };
};

/** Against the spread, straight from the scores: the home side covers when margin + home spread > 0. */
const independentOutcome = (game: Game, pickedTeamId: number) => {
  if (!game.isCompleted || game.homeScore === null || game.awayScore === null) return 'pending';
  const cover = game.homeScore - game.awayScore + Number(game.spread ?? 0);
  if (cover === 0) return 'push';
  return (cover > 0 ? game.homeTeamId : game.awayTeamId) === pickedTeamId ? 'correct' : 'incorrect';
};

/** Every player's correct and graded picks of the week as the scores say, from the picks the admin reads. */
const independentStandings = async () => {
  const games = new Map((await gamesOf()).map((game) => [game.id, game]));
  const picks = (await (await admin.get(`/api/picks/weekly/${WEEK}`)).json()) as WeeklyPick[];
  const expected = new Map<string, { correctPicks: number; gradedPicks: number }>();
  for (const pick of picks) {
    const game = games.get(pick.gameId);
    if (!game) continue;
    const outcome = independentOutcome(game, pick.pickedTeamId);
    const row = expected.get(pick.userId) ?? { correctPicks: 0, gradedPicks: 0 };
    if (outcome === 'correct') row.correctPicks += 1;
    if (outcome !== 'pending') row.gradedPicks += 1;
    expected.set(pick.userId, row);
  }
  return Object.fromEntries(expected);
};

const storedStandings = async () =>
  Object.fromEntries(
    (await listStandings())
      .filter((row) => row.week === WEEK)
      .map((row) => [row.userId, { correctPicks: row.correctPicks, gradedPicks: row.gradedPicks }]),
  );

const grade = () => admin.send('POST', `/api/admin/score-picks/${WEEK}`, { adminsOnly: false });

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  viewer = (await signIn(stack.url, 'parts@example.com', { username: 'parts' })).client;
  const added = Array.from({ length: ADDED }, () => randomUUID());
  await putUsers(numberedPlayers(added, 'parted', '2025-09-01T12:00:00.000Z'));
  // Each added player takes the covering side of some games and the other side of the rest.
  const games = await listGamesOfWeek(WEEK, { consistent: true });
  const mnf = games.find((game) => game.isMnfTiebreaker);
  await putSheets(
    added.flatMap((userId, i) =>
      games.map((game, g) => {
        const covered = coveringTeam(game);
        const other = covered === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
        return {
          userId,
          gameId: game.id,
          week: WEEK,
          pickedTeamId: (i + g) % 3 === 0 || covered === 'push' ? other : (covered as number),
          isCorrect: null,
          lockAt: game.startTime,
          line: game.spread,
          updatedAt: game.startTime,
        };
      }),
    ),
    mnf
      ? added.map((userId, i) => ({
          userId,
          gameId: mnf.id,
          week: WEEK,
          predictedTotal: 20 + (i % 50),
          lockAt: mnf.startTime,
          updatedAt: mnf.startTime,
        }))
      : [],
  );
});

describe('grading in parts', () => {
  it('runs every part once and writes the week’s standings once, equal to an independent scorer', async () => {
    const heads = countWrites(isHead);
    const parts = countWrites((input) => isPart(input) && Boolean(input.Item));
    try {
      expect((await grade()).status).toBe(200);
    } finally {
      heads.stop();
      parts.stop();
    }
    expect(heads.count()).toBe(1);
    expect(parts.count()).toBe(2);
    // The run deleted its parts and then itself.
    expect(await listGradingRuns(WEEK)).toEqual([]);
    // The head names the pages that hold every player once.
    const items = await weekItems();
    expect(items.filter((item) => String(item.SK).includes('#PART#'))).toEqual([]);
    expect(await storedStandings()).toEqual(await independentStandings());
    expect((await board()).players).toBe(Object.keys(await independentStandings()).length);
  });

  it('a part run again writes the same and counts once; a part of a finished run writes nothing', async () => {
    const { run, messages } = await startGradingRun(WEEK);
    expect(messages).toHaveLength(2);
    const [first, second] = messages as [GradingPartMessage, GradingPartMessage];
    const partItem = async () =>
      (await weekItems()).find((item) => String(item.SK).endsWith(`#G#${run.run}#PART#0000`));

    expect(await runGradingPart(first)).toBeUndefined();
    const once = await partItem();
    expect(await runGradingPart(first)).toBeUndefined();
    expect(await partItem()).toEqual(once);
    expect((await readGradingRun(WEEK, run.run))?.done).toEqual(new Set([0]));

    const heads = countWrites(isHead);
    try {
      const end = await runGradingPart(second);
      expect(end).toMatchObject({ week: WEEK, round: 1, current: true });
      expect(end?.players).toBeGreaterThan(ADDED);
      expect(heads.count()).toBe(1);
      const writes = countWrites(() => true);
      try {
        expect(await runGradingPart(first)).toBeUndefined();
      } finally {
        writes.stop();
      }
      expect(writes.count()).toBe(0);
    } finally {
      heads.stop();
    }
    expect(await readGradingRun(WEEK, run.run)).toBeNull();
    expect(await storedStandings()).toEqual(await independentStandings());
  });
});

describe('a part that fails', () => {
  let fault: (() => void) | undefined;
  afterEach(() => fault?.());

  it('leaves the week’s standings the last grading’s until the part run again completes it', async () => {
    const before = await storedStandings();
    const players = (await board()).players;
    const [game] = await gamesOf();
    if (!game) throw new Error(`no week ${WEEK} game`);
    // Every write of part 1 fails, as often as it is tried.
    let refused = 0;
    const name = 'failPart1';
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const input = (args.input ?? {}) as WriteInput;
        if (context.commandName === 'PutItemCommand' && isPart(input, 1)) {
          refused += 1;
          throw new ProvisionedThroughputExceededException({
            message: 'The level of configured provisioned throughput for the table was exceeded',
            $metadata: { httpStatusCode: 400 },
          });
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    fault = () => db().middlewareStack.remove(name);

    // A correction that turns the game around: the score is saved, its grading fails.
    const response = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      homeScore: (game.awayScore ?? 0) + 30,
      awayScore: game.homeScore ?? 0,
      isCompleted: true,
    });
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).not.toMatch(/\/work\/|\.ts:/);
    expect(refused).toBe(3);
    // The board reads the last grading's standings whole: no part of the failed one.
    expect(await storedStandings()).toEqual(before);
    expect(before).not.toEqual(await independentStandings());
    expect((await board()).players).toBe(players);

    fault();
    fault = undefined;
    // The failed run is the one left, its other part done.
    const [run, ...others] = await listGradingRuns(WEEK);
    expect(others).toEqual([]);
    expect(run).toMatchObject({ weekVersion: await readWeekVersion(WEEK), done: new Set([0]) });
    const end = await runGradingPart({ season: SEASON, week: WEEK, run: run?.run ?? '', part: 1 });
    expect(end).toMatchObject({ current: true });
    expect(await listGradingRuns(WEEK)).toEqual([]);
    expect(await storedStandings()).toEqual(await independentStandings());
    expect(await storedStandings()).not.toEqual(before);
    expect((await board()).players).toBe(players);
  });
});

describe('grading while the week moves', () => {
  const grading = new AsyncLocalStorage<'held'>();
  let held: HeldWrites | undefined;
  afterEach(() => held?.release());

  it('a correction graded while an older grading’s part waits: the newer grading wins', async () => {
    const [, game] = await gamesOf();
    if (!game) throw new Error(`no second week ${WEEK} game`);
    // The first grading's first part write waits until the correction is saved and graded.
    held = holdWrites((input) => isPart(input) && Boolean(input.Item) && grading.getStore() === 'held');
    const first = grading.run('held', () =>
      saveGameScore(game.id, { homeScore: 40, awayScore: 0, isCompleted: true }),
    );
    await held.reached;
    await saveGameScore(game.id, { homeScore: 0, awayScore: 40, isCompleted: true });
    held.release();
    const result = await first;
    expect(result.grading.queuedParts).toBe(0);

    const games = await gamesOf();
    expect(games.find((candidate) => candidate.id === game.id)).toMatchObject({
      homeScore: 0,
      awayScore: 40,
    });
    expect(await storedStandings()).toEqual(await independentStandings());
    const head = (await weekItems()).find((item) => item.SK === `WEEK#${WEEK}`);
    expect(head?.weekVersion).toBe(await readWeekVersion(WEEK));
    expect((await weekItems()).filter((item) => String(item.SK).includes('#PART#'))).toEqual([]);
  });

  it('a pick saved while a grading’s part waits: the grading reads the week again and counts it', async () => {
    const week = await readWeek(WEEK);
    const game = week.games.find(
      (candidate) => coveringTeam(candidate) !== null && coveringTeam(candidate) !== 'push',
    );
    const pick = week.picks.find((candidate) => candidate.gameId === game?.id);
    if (!game || !pick) throw new Error(`no graded pick of week ${WEEK}`);
    const other = pick.pickedTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    held = holdWrites((input) => isPart(input) && Boolean(input.Item) && grading.getStore() === 'held');
    const first = grading.run('held', () => gradeStoredWeek(WEEK));
    await held.reached;
    // A save of the other side (stored, the week version moved; not graded by itself).
    await overwritePicks([{ ...pick, pickedTeamId: other }]);
    held.release();
    expect(await first).toMatchObject({ week: WEEK, queuedParts: 0 });
    expect(await storedStandings()).toEqual(await independentStandings());
    const head = (await weekItems()).find((item) => item.SK === `WEEK#${WEEK}`);
    expect(head?.weekVersion).toBe(await readWeekVersion(WEEK));
  });
});
