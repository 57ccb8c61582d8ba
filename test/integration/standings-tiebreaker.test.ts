import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Before week 1 of 2025, so every Monday game of weeks 1 to 4 still takes predictions.
const BEFORE_SEASON = '2025-09-01T12:00:00.000Z';
const AFTER_WEEK_4 = '2025-10-01T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: BEFORE_SEASON });

const idOf = async (client: PoolClient): Promise<string> =>
  (await (await client.get('/api/auth/user')).json()).id as string;

describe('tiebreaker averages rank on their exact value', () => {
  let steady: PoolClient;
  let skipper: PoolClient;
  let ids: { steady: string; skipper: string };

  beforeAll(async () => {
    process.env.POOL_NOW = BEFORE_SEASON;
    steady = (await signIn(stack.url, 'steady@example.com', { username: 'steady' })).client;
    skipper = (await signIn(stack.url, 'skipper@example.com', { username: 'skipper' })).client;
    const admin = (await signIn(stack.url, 'admin@example.com')).client;
    ids = { steady: await idOf(steady), skipper: await idOf(skipper) };

    // Every Monday game ends 20-20 (40 points). Steady is exact in weeks 1-3 and one off in week 4:
    // 1/4 = 0.25. Skipper is exact in weeks 1-2, skips week 3 and is one off in week 4: 1/3 = 0.33.
    // Both averages round to 0.3.
    const predictions: Record<number, [PoolClient, number][]> = {
      1: [
        [steady, 40],
        [skipper, 40],
      ],
      2: [
        [steady, 40],
        [skipper, 40],
      ],
      3: [[steady, 40]],
      4: [
        [steady, 41],
        [skipper, 41],
      ],
    };
    const mnfGames: string[] = [];
    for (const week of [1, 2, 3, 4]) {
      const games = (await (await steady.get(`/api/games/week/${week}`)).json()) as Game[];
      const mnf = games.find((game) => game.isMnfTiebreaker) as Game;
      mnfGames.push(mnf.id);
      for (const [client, predictedTotal] of predictions[week] ?? []) {
        const saved = await client.send('POST', '/api/tiebreaker/mnf', {
          gameId: mnf.id,
          week,
          predictedTotal,
        });
        expect(saved.status).toBe(200);
      }
      if (week === 4) {
        // The same pick of a Sunday game left unscored: level on correct picks.
        const sunday = games.find((game) => game.id !== mnf.id) as Game;
        for (const client of [steady, skipper]) {
          const picked = await client.send('POST', '/api/picks/weekly/batch', {
            picks: [{ gameId: sunday.id, pickedTeamId: sunday.homeTeamId, week }],
          });
          expect((await picked.json()).savedCount).toBe(1);
        }
      }
    }
    process.env.POOL_NOW = AFTER_WEEK_4;
    for (const gameId of mnfGames) {
      const scored = await admin.send('PUT', `/api/admin/game-score/${gameId}`, {
        homeScore: 20,
        awayScore: 20,
        isCompleted: true,
      });
      expect(scored.status).toBe(200);
    }
  });

  it('orders the week by the exact average and gives the players different ranks', async () => {
    const board = (await (await steady.get('/api/leaderboard/weekly/4')).json()) as WeeklyLeaderboardEntry[];
    const first = board.find((row) => row.userId === ids.steady);
    const second = board.find((row) => row.userId === ids.skipper);
    expect([first?.correctPicks, first?.tiebreakerDiff]).toEqual([
      second?.correctPicks,
      second?.tiebreakerDiff,
    ]);
    expect([first?.avgTiebreakerToDate, second?.avgTiebreakerToDate]).toEqual([0.3, 0.3]);
    expect(first?.rank).toBeLessThan(second?.rank ?? 0);
    expect(board.indexOf(first as WeeklyLeaderboardEntry)).toBeLessThan(
      board.indexOf(second as WeeklyLeaderboardEntry),
    );
  });

  it('orders the season by the exact average and gives the players different ranks', async () => {
    const board = (await (await skipper.get('/api/leaderboard/season')).json()) as SeasonLeaderboardEntry[];
    const first = board.find((row) => row.userId === ids.steady);
    const second = board.find((row) => row.userId === ids.skipper);
    expect(first?.correctPicks).toBe(second?.correctPicks);
    expect([first?.avgTiebreakerScore, second?.avgTiebreakerScore]).toEqual([0.3, 0.3]);
    expect(first?.rank).toBeLessThan(second?.rank ?? 0);
    expect(board.indexOf(first as SeasonLeaderboardEntry)).toBeLessThan(
      board.indexOf(second as SeasonLeaderboardEntry),
    );
  });
});
