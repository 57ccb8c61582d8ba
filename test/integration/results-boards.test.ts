import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { PublicUser } from '../../shared/schemas/users';
import { csvRecords, parseCsv } from '../support/csv';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15 before kickoff: weeks 1-14 played and graded with the demo pool's picks
// (Week 14's Monday night kicked off, not final), Week 15 open.
const THURSDAY = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY });
const LAST_GRADED_WEEK = 14;
const CLOSED_WEEK = 13;
const OPEN_WEEK = 15;

let admin: PoolClient;
let alice: PoolClient;
let bob: PoolClient;
const ids = new Map<string, string>();

const json = async <T>(response: Promise<Response>): Promise<T> => {
  const answered = await response;
  expect(answered.status, answered.url).toBe(200);
  return (await answered.json()) as T;
};
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const gamesOf = (week: number) => json<Game[]>(admin.get(`/api/games/week/${week}`));
const weeklyBoard = (client: PoolClient, week: number) =>
  json<WeeklyLeaderboardEntry[]>(client.get(`/api/leaderboard/weekly/${week}`));
const seasonBoard = (client: PoolClient) =>
  json<SeasonLeaderboardEntry[]>(client.get('/api/leaderboard/season'));
const idOf = async (client: PoolClient) => (await json<{ id: string }>(client.get('/api/auth/user'))).id;
const picksCsvPlayers = async (client: PoolClient, week: number) => {
  const response = await client.get(`/api/picks/weekly/${week}/csv`);
  expect(response.status).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    new Uint8Array(await response.arrayBuffer()),
  );
  return csvRecords(parseCsv(text)).map((row) => row.Player);
};

/**
 * Reads the season board and every week's board and checks they tell one story: each player's
 * season counts are the sum of their weeks, and their season tiebreaker average is the last graded
 * week's average to date. Answers the season board by player.
 */
const boardsAgree = async () => {
  const season = await seasonBoard(alice);
  const sums = new Map<string, { correctPicks: number; totalPicks: number; wins: number; pushes: number }>();
  let lastWeek: WeeklyLeaderboardEntry[] = [];
  for (let week = 1; week <= LAST_GRADED_WEEK; week += 1) {
    lastWeek = await weeklyBoard(alice, week);
    for (const entry of lastWeek) {
      const sum = sums.get(entry.userId) ?? { correctPicks: 0, totalPicks: 0, wins: 0, pushes: 0 };
      sum.correctPicks += entry.correctPicks;
      sum.totalPicks += entry.totalPicks;
      sum.wins += entry.wins;
      sum.pushes += entry.pushes;
      sums.set(entry.userId, sum);
    }
  }
  expect(season.map((entry) => entry.userId).sort()).toEqual([...sums.keys()].sort());
  for (const entry of season) {
    const { correctPicks, totalPicks, wins, pushes } = entry;
    expect({ correctPicks, totalPicks, wins, pushes }, entry.user.displayName).toEqual(
      sums.get(entry.userId),
    );
    const latest = lastWeek.find((row) => row.userId === entry.userId);
    if (latest) expect(entry.avgTiebreakerScore, entry.user.displayName).toBe(latest.avgTiebreakerToDate);
  }
  return new Map(season.map((entry) => [entry.userId, entry]));
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  bob = (await signIn(stack.url, 'bob@example.com')).client;
  const users = await json<PublicUser[]>(admin.get('/api/users'));
  for (const user of users) if (user.username) ids.set(user.username, user.id);
});

afterEach(() => {
  setClock(THURSDAY);
});

describe('the weekly and season boards agree after every write that changes a week', () => {
  it('the push rule: both boards count pushes by the new rule before the change returns', async () => {
    const before = await boardsAgree();
    const pushers = [...before.values()].filter((entry) => entry.pushes > 0);
    expect(pushers.length).toBeGreaterThan(0);
    try {
      expect((await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'win' })).status).toBe(200);
      const after = await boardsAgree();
      for (const entry of before.values()) {
        expect(after.get(entry.userId)?.correctPicks).toBe(entry.correctPicks + entry.pushes);
      }
    } finally {
      expect((await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'loss' })).status).toBe(200);
    }
    const restored = await boardsAgree();
    for (const entry of before.values())
      expect(restored.get(entry.userId)?.correctPicks).toBe(entry.correctPicks);
  });

  it('the Monday night game of a played week stays: a move is refused and neither board changes', async () => {
    await boardsAgree();
    const games = await gamesOf(CLOSED_WEEK);
    const monday = games.find((game) => game.isMnfTiebreaker) as Game;
    const total = (game: Game) => (game.homeScore ?? 0) + (game.awayScore ?? 0);
    const other = games.find((game) => game.isCompleted && total(game) !== total(monday)) as Game;
    const differences = async () =>
      new Map((await weeklyBoard(alice, CLOSED_WEEK)).map((row) => [row.userId, row.tiebreakerDiff]));
    const was = await differences();
    const refused = await admin.send('PUT', `/api/admin/game/${other.id}/mnf-tiebreaker`, {
      isMnfTiebreaker: true,
    });
    expect(refused.status).toBe(409);
    expect((await gamesOf(CLOSED_WEEK)).find((game) => game.isMnfTiebreaker)?.id).toBe(monday.id);
    expect(await differences()).toEqual(was);
    await boardsAgree();
  });

  it("an override of a game not final yet, in a week with final games: the player's picks count on both", async () => {
    const { client: newcomer } = await signIn(stack.url, 'boards.newcomer@example.com', {
      username: 'boards_newcomer',
    });
    const newcomerId = await idOf(newcomer);
    const monday = (await gamesOf(LAST_GRADED_WEEK)).find((game) => game.isMnfTiebreaker) as Game;
    const setMonday = (scores: {
      homeScore: number | null;
      awayScore: number | null;
      isCompleted: boolean;
    }) => admin.send('PUT', `/api/admin/game-score/${monday.id}`, scores);
    // The bundled season has every Week 14 game final: the admin takes its Monday game back to not final.
    expect(
      (await setMonday({ homeScore: monday.homeScore, awayScore: monday.awayScore, isCompleted: false }))
        .status,
    ).toBe(200);
    try {
      expect((await gamesOf(LAST_GRADED_WEEK)).find((game) => game.id === monday.id)?.isCompleted).toBe(
        false,
      );
      expect((await gamesOf(LAST_GRADED_WEEK)).some((game) => game.isCompleted)).toBe(true);
      const overridden = await admin.send('POST', '/api/admin/override-picks', {
        userId: newcomerId,
        week: LAST_GRADED_WEEK,
        picks: [
          { userId: newcomerId, gameId: monday.id, pickedTeamId: monday.homeTeamId, week: LAST_GRADED_WEEK },
        ],
      });
      expect(overridden.status).toBe(200);
      const season = await boardsAgree();
      expect(season.get(newcomerId)).toMatchObject({ totalPicks: 1, gradedPicks: 0 });
    } finally {
      expect(
        (await setMonday({ homeScore: monday.homeScore, awayScore: monday.awayScore, isCompleted: true }))
          .status,
      ).toBe(200);
    }
    const graded = await boardsAgree();
    expect(graded.get(newcomerId)).toMatchObject({ totalPicks: 1, gradedPicks: 1 });
  });
});

describe('show_all_results off: picks show once picks are closed', () => {
  const setShowAllResults = async (showAllResults: boolean) => {
    expect((await admin.send('PUT', '/api/admin/results/visibility', { showAllResults })).status).toBe(200);
  };

  it("shows others' picks, splits and Monday totals of a week whose every game has kicked off", async () => {
    const aliceId = ids.get('alice_b') as string;
    await setShowAllResults(false);
    try {
      const picks = await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${CLOSED_WEEK}`));
      expect(picks.filter((pick) => pick.userId === aliceId).length).toBeGreaterThan(10);
      const details = await json<Record<string, WeeklyPick[]>>(
        bob.send('POST', `/api/picks/weekly/batch-details/${CLOSED_WEEK}`, { userIds: [aliceId] }),
      );
      expect(details[aliceId]?.length).toBeGreaterThan(10);
      expect(await json<unknown[]>(bob.get(`/api/picks/weekly/${CLOSED_WEEK}/${aliceId}`))).not.toEqual([]);
      expect((await json<unknown[]>(bob.get(`/api/picks/splits/${CLOSED_WEEK}`))).length).toBeGreaterThan(10);
      expect(await picksCsvPlayers(bob, CLOSED_WEEK)).toEqual(expect.arrayContaining(['alice_b', 'bobby_t']));
      const board = await weeklyBoard(bob, CLOSED_WEEK);
      expect(board.find((row) => row.userId === aliceId)?.mnfTiebreaker.predictedTotal).not.toBeNull();
    } finally {
      await setShowAllResults(true);
    }
  });

  it("keeps others' picks hidden while a game of the week is still to kick off", async () => {
    const aliceId = ids.get('alice_b') as string;
    const [thursday] = await gamesOf(OPEN_WEEK);
    if (!thursday) throw new Error(`no games in week ${OPEN_WEEK}`);
    const saved = await json<{ savedCount: number }>(
      alice.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: thursday.id, pickedTeamId: thursday.homeTeamId, week: OPEN_WEEK }],
      }),
    );
    expect(saved.savedCount).toBe(1);
    setClock(new Date(Date.parse(thursday.startTime) + 60_000).toISOString());
    const alicesSeenByBob = async () =>
      (await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${OPEN_WEEK}`))).filter(
        (pick) => pick.userId === aliceId,
      );
    expect((await alicesSeenByBob()).map((pick) => pick.gameId)).toEqual([thursday.id]);
    await setShowAllResults(false);
    try {
      expect(await alicesSeenByBob()).toEqual([]);
      expect(await json(bob.get(`/api/picks/splits/${OPEN_WEEK}`))).toEqual([]);
      expect(await picksCsvPlayers(bob, OPEN_WEEK)).not.toContain('alice_b');
    } finally {
      await setShowAllResults(true);
    }
  });
});

describe('the weekly pool: who the picks grid and the boards list', () => {
  it('tells every player when each account joined the weekly pool, and none for accounts outside it', async () => {
    const users = new Map(
      (await json<PublicUser[]>(bob.get('/api/users'))).map((user) => [user.username, user]),
    );
    const [firstGame] = await gamesOf(1);
    for (const outside of ['nina_late', 'omar_late', 'wendy_w6']) {
      expect(users.get(outside)?.weeklyPoolSince, outside).toBeNull();
    }
    const since = users.get('alice_b')?.weeklyPoolSince as string;
    expect(Date.parse(since)).toBeLessThan(Date.parse(firstGame?.startTime ?? ''));

    // A sign-up joins on the pool clock, not the machine's.
    setClock('2025-12-11T18:30:00.000Z');
    const joinerId = await idOf(
      (await signIn(stack.url, 'late.joiner@example.com', { username: 'late_joiner' })).client,
    );
    const joined = (await json<PublicUser[]>(bob.get('/api/users'))).find((user) => user.id === joinerId);
    expect(joined?.weeklyPoolSince).toBe('2025-12-11T18:30:00.000Z');
  });

  it('lists only the weekly pool from the week each joined: not Week 6-only, late-entry-only or later sign-ups', async () => {
    await signIn(stack.url, 'joined.this.week@example.com');
    const players = await picksCsvPlayers(admin, CLOSED_WEEK);
    expect(players).toEqual(expect.arrayContaining(['alice_b', 'bobby_t', 'commish']));
    expect(players).toHaveLength(13);
    for (const outside of ['nina_late', 'omar_late', 'wendy_w6', 'joined.this.week@example.com']) {
      expect(players).not.toContain(outside);
    }
  });

  it('never ranks an account outside the weekly pool, even with picks an admin gave it', async () => {
    const ninaId = ids.get('nina_late') as string;
    const final = (await gamesOf(CLOSED_WEEK)).find((game) => game.isCompleted) as Game;
    const overridden = await admin.send('POST', '/api/admin/override-picks', {
      userId: ninaId,
      week: CLOSED_WEEK,
      picks: [{ userId: ninaId, gameId: final.id, pickedTeamId: final.homeTeamId, week: CLOSED_WEEK }],
    });
    expect(overridden.status).toBe(200);
    expect((await weeklyBoard(alice, CLOSED_WEEK)).some((row) => row.userId === ninaId)).toBe(false);
    expect((await seasonBoard(alice)).some((row) => row.userId === ninaId)).toBe(false);
    expect((await weeklyBoard(alice, CLOSED_WEEK)).some((row) => row.userId === ids.get('alice_b'))).toBe(
      true,
    );
  });
});
