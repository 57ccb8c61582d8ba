import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGamesOfWeek, putGames } from '../../functions/lib/data/games-repository';
import type { GameRecord } from '../../shared/game';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

/*
 * A pool deployed without `testing=on` (the stack sets POOL_TESTING=off, infra/stack.test.ts): the
 * Testing tab's tools answer 403 and store nothing, and POOL_NOW / POOL_CLOCK_SPEED are ignored.
 * The local stack runs the same handlers, here with the deployed value.
 */
const previous = process.env.POOL_TESTING;
process.env.POOL_TESTING = 'off';
const stack = localStackForFile({ seed: true });
afterAll(() => {
  if (previous === undefined) delete process.env.POOL_TESTING;
  else process.env.POOL_TESTING = previous;
});

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let upcoming: GameRecord;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The 2025 season is over by the real clock: one game moved to tomorrow has not kicked off.
  const [game] = await listGamesOfWeek(18, { consistent: true });
  upcoming = {
    ...(game as GameRecord),
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    homeScore: null,
    awayScore: null,
    isCompleted: false,
    status: 'scheduled',
  };
  await putGames([upcoming]);
});

describe('testing off in this deployment', () => {
  it('keeps the real clock whatever POOL_NOW and POOL_CLOCK_SPEED say', async () => {
    process.env.POOL_CLOCK_SPEED = '3600';
    try {
      const answered = Date.parse((await admin.get('/api/auth/user')).headers.get('date') ?? '');
      expect(Math.abs(answered - Date.now())).toBeLessThan(5_000);
      expect(process.env.POOL_NOW).toMatch(/^2025-/);
    } finally {
      delete process.env.POOL_CLOCK_SPEED;
    }
  });

  it('says so to the Testing tab, and refuses its tools with a message, storing nothing', async () => {
    expect(await json(admin.get('/api/admin/testing'))).toEqual({ enabled: false });
    const before = await tableSnapshot();
    const attempts: [Promise<Response>, RegExp][] = [
      [admin.send('POST', '/api/admin/simulate-week/18'), /weeks cannot be simulated/],
      [admin.send('POST', '/api/admin/reset-scores/17'), /scores cannot be reset/],
      [
        admin.send('PUT', `/api/admin/game-score/${upcoming.id}`, {
          homeScore: 24,
          awayScore: 17,
          isCompleted: true,
        }),
        /final score only once it has kicked off/,
      ],
      [
        admin.send('POST', '/api/admin/save-all-scores', {
          games: [{ id: upcoming.id, homeScore: 24, awayScore: 17, isCompleted: true }],
        }),
        /final score only once it has kicked off/,
      ],
    ];
    for (const [attempt, message] of attempts) {
      const response = await attempt;
      expect(response.status).toBe(403);
      const body = await json<{ message: string }>(response);
      expect(body.message).toMatch(/^Testing is off in this deployment: /);
      expect(body.message).toMatch(message);
    }
    expect(await tableSnapshot()).toEqual(before);
  });

  it('still lets the admin enter the score of a game that has kicked off', async () => {
    const [played] = await listGamesOfWeek(17, { consistent: true });
    const response = await admin.send('PUT', `/api/admin/game-score/${played?.id}`, {
      homeScore: played?.homeScore ?? 20,
      awayScore: played?.awayScore ?? 10,
      isCompleted: true,
    });
    expect(response.status).toBe(200);
  });
});
