import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { homeSpread } from '../../shared/scoring';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15 before kickoff: Week 14 played, final and graded with the demo pool's picks.
const THURSDAY = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY });
const PLAYED_WEEK = 14;
const OPEN_WEEK = 15;

let admin: PoolClient;
let alice: PoolClient;

const json = async <T>(response: Promise<Response>): Promise<T> => {
  const answered = await response;
  expect(answered.status, answered.url).toBe(200);
  return (await answered.json()) as T;
};
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const gamesOf = (week: number) => json<Game[]>(admin.get(`/api/games/week/${week}`));
const board = (client: PoolClient, week: number) =>
  json<WeeklyLeaderboardEntry[]>(client.get(`/api/leaderboard/weekly/${week}`));
const setScore = async (game: Game, score: { homeScore: number; awayScore: number; isCompleted: boolean }) =>
  expect((await admin.send('PUT', `/api/admin/game-score/${game.id}`, score)).status).toBe(200);
const idOf = async (client: PoolClient) => (await json<{ id: string }>(client.get('/api/auth/user'))).id;

/** A final score by which the home team covers (or the away team), whatever the line. */
const scoreWhere = (game: Game, homeCovers: boolean) => {
  const margin = Math.ceil(Math.abs(homeSpread(game))) + 7;
  return homeCovers ? { homeScore: margin, awayScore: 0 } : { homeScore: 0, awayScore: margin };
};

beforeAll(async () => {
  setClock(THURSDAY);
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
});

describe('the weekly standings while games remain: how many a player could still get right, and who can still win', () => {
  it('on Week 14 with three Sunday games back to not final, matches every way those games can end', async () => {
    const games = await gamesOf(PLAYED_WEEK);
    const settled = await board(alice, PLAYED_WEEK);
    // A week over: nothing left to play, so no outlook; the best a player can reach is what they have.
    for (const entry of settled) {
      expect(entry.canStillWin, entry.user.displayName).toBeNull();
      expect(entry.maxCorrect, entry.user.displayName).toBe(entry.correctPicks);
    }

    // Three Sunday games on a half-point line (no push), the Monday night game stays final: those the
    // leader won and the runner-up lost first, so that some ending puts another player first whatever
    // order the seed's ties fell in (the demo's user ids are random).
    const [leader, runnerUp] = settled as [WeeklyLeaderboardEntry, WeeklyLeaderboardEntry];
    const picks = await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${PLAYED_WEEK}`));
    const outcomeOf = (userId: string, game: Game) =>
      picks.find((pick) => pick.userId === userId && pick.gameId === game.id)?.isCorrect;
    const swing = (game: Game) =>
      Number(outcomeOf(leader.userId, game) === true) + Number(outcomeOf(runnerUp.userId, game) === false);
    const reopened = games
      .filter((game) => !game.isMnfTiebreaker && !Number.isInteger(homeSpread(game)))
      .sort((a, b) => swing(b) - swing(a) || b.startTime.localeCompare(a.startTime))
      .slice(0, 3);
    expect(reopened).toHaveLength(3);
    for (const game of reopened)
      await setScore(game, {
        homeScore: game.homeScore ?? 0,
        awayScore: game.awayScore ?? 0,
        isCompleted: false,
      });
    const playing = await board(alice, PLAYED_WEEK);
    expect(playing.map((entry) => entry.userId).sort()).toEqual(settled.map((entry) => entry.userId).sort());
    expect(playing.every((entry) => typeof entry.canStillWin === 'boolean')).toBe(true);

    // Each of the 8 endings, as the server grades it: who is first, and everyone's correct picks.
    const firsts = new Set<string>();
    const most = new Map<string, number>();
    for (let ending = 0; ending < 8; ending += 1) {
      for (const [i, game] of reopened.entries())
        await setScore(game, { ...scoreWhere(game, ((ending >> i) & 1) === 1), isCompleted: true });
      const ended = await board(alice, PLAYED_WEEK);
      firsts.add((ended[0] as WeeklyLeaderboardEntry).userId);
      for (const entry of ended)
        most.set(entry.userId, Math.max(most.get(entry.userId) ?? 0, entry.correctPicks));
      // The board the process keeps for the versions read moved with the scores: once all are final, no outlook.
      expect(ended.every((entry) => entry.canStillWin === null)).toBe(true);
    }
    expect(firsts.size).toBeGreaterThan(1);
    const canStillWin = new Set(playing.filter((entry) => entry.canStillWin).map((entry) => entry.userId));
    expect([...canStillWin].sort()).toEqual([...firsts].sort());
    for (const entry of playing)
      expect(entry.maxCorrect, entry.user.displayName).toBe(most.get(entry.userId));
    // Some players are out of the running: the values are not all one answer.
    expect(playing.some((entry) => entry.canStillWin === false)).toBe(true);
    expect(playing.some((entry) => entry.maxCorrect > entry.correctPicks)).toBe(true);

    // The Monday night game to play too: its total is unknown, so ties are open; a player first in
    // one of the endings above (the Monday game as it really ended) is never counted out.
    const monday = games.find((game) => game.isMnfTiebreaker) as Game;
    for (const game of [...reopened, monday])
      await setScore(game, { homeScore: 0, awayScore: 0, isCompleted: false });
    const mondayToPlay = await board(alice, PLAYED_WEEK);
    const stillIn = new Set(mondayToPlay.filter((entry) => entry.canStillWin).map((entry) => entry.userId));
    for (const userId of firsts) expect(stillIn.has(userId), userId).toBe(true);
  });

  it('uses another player’s pick only once it shows to everyone: the hidden side changes nothing, the kickoffs do', async () => {
    const first = (await gamesOf(OPEN_WEEK)).sort((a, b) =>
      a.startTime.localeCompare(b.startTime),
    )[0] as Game;
    const pick = (client: PoolClient, teamId: number) =>
      json<{ savedCount: number }>(
        client.send('POST', '/api/picks/weekly/batch', {
          picks: [{ gameId: first.id, pickedTeamId: teamId, week: OPEN_WEEK }],
        }),
      );
    const players = await Promise.all(
      ['outlook.one@example.com', 'outlook.two@example.com'].map(async (email, i) => {
        const { client } = await signIn(stack.url, email);
        expect(
          (
            await client.send('POST', '/api/users/username', {
              username: `outlook_${i}`,
              defaultPick: 'home',
            })
          ).status,
        ).toBe(200);
        return { client, id: await idOf(client) };
      }),
    );
    const [one, two] = players as [(typeof players)[number], (typeof players)[number]];
    await pick(one.client, first.homeTeamId);
    await pick(two.client, first.homeTeamId);
    const same = await (await alice.get(`/api/leaderboard/weekly/${OPEN_WEEK}`)).text();
    await pick(two.client, first.awayTeamId);
    const opposite = await (await alice.get(`/api/leaderboard/weekly/${OPEN_WEEK}`)).text();
    expect(opposite).toBe(same);
    const before = JSON.parse(same) as WeeklyLeaderboardEntry[];
    expect(
      before
        .filter((entry) => entry.canStillWin)
        .map((entry) => entry.userId)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    // Every game of the week is still to kick off: each is a point either may still pick.
    const inWeek = (await gamesOf(OPEN_WEEK)).length;
    expect(before.map((entry) => entry.maxCorrect)).toEqual([inWeek, inWeek]);

    // The same picks once every game has kicked off (picks and Monday night totals show): they
    // cover together, and with no total and no average the user id orders them. No write in between.
    await pick(two.client, first.homeTeamId);
    expect(await board(alice, OPEN_WEEK)).toHaveLength(2);
    const last = (await gamesOf(OPEN_WEEK))
      .map((game) => Date.parse(game.startTime))
      .sort((a, b) => b - a)[0] as number;
    setClock(new Date(last + 60_000).toISOString());
    try {
      const after = await board(alice, OPEN_WEEK);
      const [ahead] = [one.id, two.id].sort();
      expect(after.filter((entry) => entry.canStillWin).map((entry) => entry.userId)).toEqual([ahead]);
      expect(after.map((entry) => entry.maxCorrect)).toEqual([1, 1]);
    } finally {
      setClock(THURSDAY);
    }
  });
});
