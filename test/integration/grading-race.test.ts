import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveGameScore } from '../../functions/admin-games/scores-service';
import { listStandings } from '../../functions/lib/data/standings-repository';
import type { Game } from '../../shared/game';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { type HeldWrites, holdWrites } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15: weeks 1-13 are final and graded, with the demo pool's picks.
const stack = localStackForFile({ seed: true });
const WEEK = 13;

let admin: PoolClient;
const gamesOf = async (week: number) => (await (await admin.get(`/api/games/week/${week}`)).json()) as Game[];
const picksOf = async (week: number) =>
  (await (await admin.get(`/api/picks/weekly/${week}`)).json()) as WeeklyPick[];

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

/** Against the spread, straight from the scores: the home side covers when margin + home spread > 0. */
const independentOutcome = (game: Game, pickedTeamId: number) => {
  if (!game.isCompleted || game.homeScore === null || game.awayScore === null) return 'pending';
  const cover = game.homeScore - game.awayScore + Number(game.spread ?? 0);
  if (cover === 0) return 'push';
  return (cover > 0 ? game.homeTeamId : game.awayTeamId) === pickedTeamId ? 'correct' : 'incorrect';
};

describe('grading: two gradings of one week at once', () => {
  const grading = new AsyncLocalStorage<'held'>();
  let held: HeldWrites | undefined;
  afterEach(() => {
    held?.release();
  });

  it('leave season standings and pick grades that match the latest scores', async () => {
    const [game] = await gamesOf(WEEK);
    if (!game) throw new Error(`no week ${WEEK} game`);
    // The first grading's write of the week's standings waits until the second grading is done.
    held = holdWrites((input) => {
      const written = (input.Item ?? input.Key) as { PK?: string; SK?: string } | undefined;
      const gradingWrite = written?.PK?.endsWith('#STANDINGS') && written.SK?.startsWith('WEEK#');
      return Boolean(gradingWrite) && grading.getStore() === 'held';
    });

    // First: the home team wins by 40; second, a correction: the away team wins by 40.
    const first = grading.run('held', () =>
      saveGameScore(game.id, { homeScore: 40, awayScore: 0, isCompleted: true }),
    );
    await held.reached;
    await saveGameScore(game.id, { homeScore: 0, awayScore: 40, isCompleted: true });
    held.release();
    await first;

    const games = await gamesOf(WEEK);
    const byId = new Map(games.map((candidate) => [candidate.id, candidate]));
    expect(byId.get(game.id)).toMatchObject({ homeScore: 0, awayScore: 40, isCompleted: true });
    const picks = await picksOf(WEEK);
    const expected = new Map<string, { correctPicks: number; gradedPicks: number }>();
    for (const pick of picks) {
      const outcome = independentOutcome(byId.get(pick.gameId) as Game, pick.pickedTeamId);
      expect(pick.isCorrect, `${pick.userId} ${pick.gameId}`).toBe(
        outcome === 'pending' ? null : outcome === 'correct',
      );
      const row = expected.get(pick.userId) ?? { correctPicks: 0, gradedPicks: 0 };
      if (outcome === 'correct') row.correctPicks += 1;
      if (outcome !== 'pending') row.gradedPicks += 1;
      expected.set(pick.userId, row);
    }
    expect(picks.filter((pick) => pick.gameId === game.id).length).toBeGreaterThan(0);
    const standings = (await listStandings()).filter((row) => row.week === WEEK);
    expect(
      Object.fromEntries(
        standings.map((row) => [
          row.userId,
          { correctPicks: row.correctPicks, gradedPicks: row.gradedPicks },
        ]),
      ),
    ).toEqual(Object.fromEntries(expected));
  });
});

describe('grading: unticking Final', () => {
  it('makes the game not final everywhere and its picks pending again', async () => {
    const [, game] = await gamesOf(12);
    if (!game) throw new Error('no week 12 game');
    const save = (isCompleted: boolean) =>
      admin.send('PUT', `/api/admin/game-score/${game.id}`, {
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        isCompleted,
      });
    expect((await save(true)).status).toBe(200);
    expect((await gamesOf(12)).find((candidate) => candidate.id === game.id)).toMatchObject({
      isCompleted: true,
      status: 'final',
    });
    expect((await save(false)).status).toBe(200);
    const unticked = (await gamesOf(12)).find((candidate) => candidate.id === game.id);
    expect(unticked).toMatchObject({ isCompleted: false, status: 'in_progress' });
    const picks = (await picksOf(12)).filter((pick) => pick.gameId === game.id);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((pick) => pick.outcome === 'pending' && pick.isCorrect === null)).toBe(true);
  });
});
