import { beforeAll, describe, expect, it } from 'vitest';
import { listGamesOfWeek, putGame } from '../../functions/lib/data/games-repository';
import type { Game, GameRecord } from '../../shared/game';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { coveringTeam } from '../../shared/scoring';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15: weeks 1-13 are final and graded with the demo pool's picks; Week 15 is open.
const stack = localStackForFile({ seed: true });
const WEEK = 13;
const OPEN_WEEK = 15;
const weekly = `/api/leaderboard/weekly/${WEEK}`;
const season = '/api/leaderboard/season';

let admin: PoolClient;
let alice: PoolClient;
let bob: PoolClient;
let aliceId: string;

/** A read's body and the DynamoDB calls it made (the Server-Timing header the local stack adds). */
const read = async (client: PoolClient, path: string) => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  const text = await response.text();
  const calls = Number(/DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { text, calls };
};

/** Correct picks by player on a board. */
const correctOf = async (client: PoolClient, path: string) => {
  const entries = JSON.parse((await read(client, path)).text) as (
    | WeeklyLeaderboardEntry
    | SeasonLeaderboardEntry
  )[];
  return new Map(entries.map((entry) => [entry.userId, entry.correctPicks]));
};

/** Both boards, read twice so the second read is served from what the first one built. */
const warmBoards = async () => {
  for (const path of [weekly, season]) await read(alice, path);
  return { weekly: await correctOf(alice, weekly), season: await correctOf(alice, season) };
};

const expectChanged = async (
  before: Awaited<ReturnType<typeof warmBoards>>,
  deltas: ReadonlyMap<string, number>,
  boards: ('weekly' | 'season')[] = ['weekly', 'season'],
) => {
  expect([...deltas.values()].some((delta) => delta !== 0)).toBe(true);
  for (const board of boards) {
    const after = await correctOf(alice, board === 'weekly' ? weekly : season);
    for (const [userId, delta] of deltas) {
      expect(after.get(userId), `${board} ${userId}`).toBe((before[board].get(userId) ?? 0) + delta);
    }
  }
};

/** A completed game of the week that a side covered (no push), with its covering side. */
const coveredGame = async (skip: string[] = []) => {
  const games = (await (await admin.get(`/api/games/week/${WEEK}`)).json()) as Game[];
  const game = games.find(
    (candidate) =>
      candidate.isCompleted && !skip.includes(candidate.id) && typeof coveringTeam(candidate) === 'number',
  );
  if (!game) throw new Error(`no covered game in week ${WEEK}`);
  return { game, covered: coveringTeam(game) as number };
};

/** Each player's change of correct picks when `gameId` is covered by `covered` instead of `was`. */
const deltasOf = async (gameId: string, was: number, covered: number) => {
  const picks = (await (await admin.get(`/api/picks/weekly/${WEEK}`)).json()) as WeeklyPick[];
  return new Map(
    picks
      .filter((pick) => pick.gameId === gameId)
      .map((pick) => [
        pick.userId,
        (pick.pickedTeamId === covered ? 1 : 0) - (pick.pickedTeamId === was ? 1 : 0),
      ]),
  );
};

/** Scores that make the other side cover, whatever the line. */
const reversed = (game: Pick<Game, 'homeTeamId'>, covered: number) =>
  covered === game.homeTeamId ? { homeScore: 0, awayScore: 60 } : { homeScore: 60, awayScore: 0 };

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  bob = (await signIn(stack.url, 'bob@example.com')).client;
  aliceId = (await (await alice.get('/api/auth/user')).json()).id as string;
});

describe('leaderboards: DynamoDB calls', () => {
  it('a warm board (JSON or CSV) costs the session check plus one batched version read', async () => {
    const session = (await read(alice, '/api/auth/user')).calls;
    for (const path of [weekly, season, `${weekly}/csv`, `${season}/csv`]) {
      await read(alice, path);
      expect((await read(alice, path)).calls, path).toBeLessThanOrEqual(session + 1);
    }
  });
});

describe('leaderboards: every write they show changes the next read', () => {
  it('a score', async () => {
    const { game, covered } = await coveredGame();
    const before = await warmBoards();
    const saved = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      ...reversed(game, covered),
      isCompleted: true,
    });
    expect(saved.status).toBe(200);
    const other = covered === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    await expectChanged(before, await deltasOf(game.id, covered, other));
  });

  it('a re-grade (the season moves with grading, the week with the score)', async () => {
    const { game, covered } = await coveredGame();
    const before = await warmBoards();
    // A score stored without grading (as a sync that stopped half-way would leave it).
    const stored = (await listGamesOfWeek(WEEK)).find((candidate) => candidate.id === game.id) as GameRecord;
    await putGame({ ...stored, ...reversed(game, covered), isCompleted: true });
    const other = covered === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    const deltas = await deltasOf(game.id, covered, other);
    await expectChanged(before, deltas, ['weekly']);
    expect(await correctOf(alice, season)).toEqual(before.season);

    const graded = await admin.send('POST', `/api/admin/score-picks/${WEEK}`, { adminsOnly: false });
    expect(graded.status).toBe(200);
    await expectChanged(before, deltas, ['season']);
  });

  it("an admin's override of a pick", async () => {
    const picks = (await (await alice.get(`/api/picks/weekly/${WEEK}/${aliceId}`)).json()) as WeeklyPick[];
    const games = (await (await admin.get(`/api/games/week/${WEEK}`)).json()) as Game[];
    const pick = picks.find((candidate) => {
      const game = games.find((g) => g.id === candidate.gameId);
      return game?.isCompleted && typeof coveringTeam(game) === 'number';
    });
    if (!pick) throw new Error('alice has no pick of a covered game');
    const game = games.find((g) => g.id === pick.gameId) as Game;
    const other = pick.pickedTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    const before = await warmBoards();
    const overridden = await admin.send('POST', '/api/admin/override-picks', {
      userId: aliceId,
      week: WEEK,
      picks: [{ userId: aliceId, gameId: game.id, pickedTeamId: other, week: WEEK }],
    });
    expect(overridden.status).toBe(200);
    const covered = coveringTeam(game);
    await expectChanged(before, new Map([[aliceId, covered === other ? 1 : -1]]));
  });

  it('a new Monday night prediction, shown to its owner and admins before kickoff, not to others', async () => {
    const path = `/api/leaderboard/weekly/${OPEN_WEEK}`;
    const games = (await (await alice.get(`/api/games/week/${OPEN_WEEK}`)).json()) as Game[];
    const mnf = games.find((game) => game.isMnfTiebreaker) as Game;
    const open = games.find((game) => game.lockReason === null);
    if (!open) throw new Error(`no open game in week ${OPEN_WEEK}`);
    const picked = await alice.send('POST', '/api/picks/weekly/batch', {
      picks: [{ gameId: open.id, pickedTeamId: open.homeTeamId, week: OPEN_WEEK }],
    });
    expect((await picked.json()).savedCount).toBe(1);
    const predictionOf = async (client: PoolClient) => {
      await read(client, path);
      const entries = JSON.parse((await read(client, path)).text) as WeeklyLeaderboardEntry[];
      return entries.find((entry) => entry.userId === aliceId)?.mnfTiebreaker.predictedTotal;
    };
    for (const client of [alice, bob, admin]) expect(await predictionOf(client)).toBeNull();

    const saved = await alice.send('POST', '/api/tiebreaker/mnf', {
      gameId: mnf.id,
      week: OPEN_WEEK,
      predictedTotal: 47,
    });
    expect(saved.status).toBe(200);
    expect(await predictionOf(alice)).toBe(47);
    expect(await predictionOf(admin)).toBe(47);
    expect(await predictionOf(bob)).toBeNull();
  });
});
