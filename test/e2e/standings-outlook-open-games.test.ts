import type { Game } from '@shared/game';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import type { WeeklyPick } from '@shared/schemas/picks';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, poolLocale, screenshot, signInThroughUi } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Sunday of Week 13 at 4:30 pm Eastern: the early games final, the late ones playing, the Sunday
// night and Monday night games not kicked off. The demo pool picked the games that kicked off only.
const SUNDAY_LATE_GAMES = '2025-11-30T21:30:00.000Z';
const WEEK = 13;
const stack = localStackForFile({ seed: true, poolNow: SUNDAY_LATE_GAMES });
const chromium = chromiumForFile(poolLocale);
let admin: PoolClient;

const json = async <T>(response: Promise<Response>): Promise<T> => {
  const answered = await response;
  expect(answered.status, answered.url).toBe(200);
  return (await answered.json()) as T;
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

/**
 * The players some ending of the games left puts first, when each in turn picks the covering side
 * of every game not kicked off and gives the Monday night total that ends up exact (nobody else
 * has given one yet). Only covers are tried, no push: fewer endings, so fewer winners than the truth.
 */
const winnersOfSomeEnding = (games: Game[], picks: WeeklyPick[], board: WeeklyLeaderboardEntry[]) => {
  const left = games.filter((game) => !game.isCompleted);
  const open = new Set(left.filter((game) => Date.parse(game.startTime) > Date.parse(SUNDAY_LATE_GAMES)));
  const winners = new Set<string>();
  for (let ending = 0; ending < 2 ** left.length; ending += 1) {
    const covering = new Map(
      left.map((game, i) => [game.id, ((ending >> i) & 1) === 1 ? game.homeTeamId : game.awayTeamId]),
    );
    const counts = new Map(board.map((entry) => [entry.userId, entry.correctPicks]));
    for (const pick of picks)
      if (covering.get(pick.gameId) === pick.pickedTeamId)
        counts.set(pick.userId, (counts.get(pick.userId) ?? 0) + 1);
    for (const entry of board) {
      const picked = (game: Game) =>
        picks.some((pick) => pick.userId === entry.userId && pick.gameId === game.id);
      const taken = [...open].filter((game) => !picked(game)).length;
      const best = (counts.get(entry.userId) ?? 0) + taken;
      // With the exact total and nobody else's, a tie on correct picks goes their way.
      if (board.every((other) => other.userId === entry.userId || (counts.get(other.userId) ?? 0) <= best))
        winners.add(entry.userId);
    }
  }
  return { winners, open };
};

describe('the weekly standings while games have not kicked off', () => {
  it('count every game not kicked off as a point any player may still take, and never say out for one who can still win', async () => {
    const games = await json<Game[]>(admin.get(`/api/games/week/${WEEK}`));
    const picks = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/${WEEK}`));
    const board = await json<WeeklyLeaderboardEntry[]>(admin.get(`/api/leaderboard/weekly/${WEEK}`));
    const { winners, open } = winnersOfSomeEnding(games, picks, board);
    expect(open.size).toBe(2);
    for (const entry of board) {
      const live = picks.filter(
        (pick) =>
          pick.userId === entry.userId &&
          games.some((game) => game.id === pick.gameId && !game.isCompleted && !open.has(game)),
      ).length;
      expect(entry.maxCorrect, entry.user.displayName).toBe(entry.correctPicks + live + open.size);
      if (winners.has(entry.userId)) expect(entry.canStillWin, entry.user.displayName).toBe(true);
    }
    expect(winners.size).toBeGreaterThan(1);

    const carla = board.find((entry) => entry.user.displayName === 'carla_m') as WeeklyLeaderboardEntry;
    const { context, page } = await chromium.newPage('phone');
    try {
      await signInThroughUi(page, stack.url, 'carla@example.com', `Week ${WEEK} Dashboard`);
      await page.goto(`${stack.url}/results?tab=weekly-standings&week=${WEEK}`);
      const table = page.getByRole('table', { name: `Week ${WEEK} standings` });
      const row = table.getByRole('row', { name: /carla_m/ });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(`Up to ${carla.maxCorrect}`);
      expect(text.includes('Out of the running')).toBe(carla.canStillWin === false);
      const out = board.filter((entry) => entry.canStillWin === false);
      expect(await table.getByText('Out of the running', { exact: true }).count()).toBe(out.length);
      await screenshot(page, 'issue37-standings-week13-sunday-phone');
    } finally {
      await context.close();
    }
  });
});
