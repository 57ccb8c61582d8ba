import { afterAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Sunday of Week 7, 40 minutes before the 1 pm ET games (London's game under way); once the pool is set up the demo clock runs
// half an hour per real second and the local scheduler looks every 100 ms: the season file plays the Sunday out.
process.env.JOB_TICK_MS = '100';
const SUNDAY_BEFORE_KICKOFF = '2025-10-19T16:20:00.000Z';
const EARLY_KICKOFF = '2025-10-19T17:00:00.000Z';
const LATE_KICKOFFS = ['2025-10-19T20:05:00.000Z', '2025-10-19T20:25:00.000Z'];

const stack = localStackForFile({ seed: true, poolNow: SUNDAY_BEFORE_KICKOFF, jobs: true });
afterAll(() => {
  process.env.POOL_CLOCK_SPEED = '0';
});

describe('npm start plays a Sunday out on the running demo clock', () => {
  it('locks, scores live, finishes and grades the 1 pm games with no admin', async () => {
    const { client } = await signIn(stack.url, 'admin@example.com');
    const early = async () =>
      ((await (await client.get('/api/games/week/7')).json()) as Game[]).filter(
        (game) => game.startTime === EARLY_KICKOFF,
      );
    expect((await early()).every((game) => game.lockReason === null && game.homeScore === null)).toBe(true);
    process.env.POOL_CLOCK_SPEED = '1800';

    await expect
      .poll(
        async () => (await early()).some((game) => game.status === 'in_progress' && game.period !== null),
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe(true);
    expect((await early()).every((game) => game.lockReason !== null)).toBe(true);

    await expect
      .poll(async () => (await early()).every((game) => game.isCompleted && game.status === 'final'), {
        timeout: 40_000,
        interval: 200,
      })
      .toBe(true);
    const board = (await (await client.get('/api/leaderboard/weekly/7')).json()) as {
      correctPicks: number;
    }[];
    expect(board.length).toBeGreaterThan(0);
    const status = await (await client.get('/api/admin/live-scores')).json();
    expect(status.lastSync).toMatchObject({ weeks: [7] });
    expect(status.lastError).toBeNull();
  }, 60_000);

  it('finishes the late games by itself after the admin has moved the pool on to Week 8', async () => {
    const { client } = await signIn(stack.url, 'admin@example.com');
    expect((await client.send('PUT', '/api/admin/current-week', { week: 8 })).status).toBe(200);
    const late = async () =>
      ((await (await client.get('/api/games/week/7')).json()) as Game[]).filter((game) =>
        LATE_KICKOFFS.includes(game.startTime),
      );
    expect(await late()).toHaveLength(4);
    await expect
      .poll(async () => (await late()).every((game) => game.isCompleted && game.status === 'final'), {
        timeout: 40_000,
        interval: 200,
      })
      .toBe(true);
    const status = await (await client.get('/api/admin/live-scores')).json();
    expect(status.lastSync.weeks).toContain(7);
  }, 60_000);
});
