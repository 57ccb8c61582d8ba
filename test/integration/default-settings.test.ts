import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { BatchPicksResult } from '../../shared/schemas/picks';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// A fresh deployment: nothing seeded, no setting ever written. Thursday of Week 15, before kickoff.
const NOW = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: false, poolNow: NOW });

let admin: PoolClient;
let player: PoolClient;
const setting = async (key: string) => (await (await player.get(`/api/settings/${key}`)).json()).value;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  player = (await signIn(stack.url, 'first@example.com')).client;
});

describe('default settings on an empty table', () => {
  it('reads the defaults until an admin changes them', async () => {
    expect(await setting('picks_enabled')).toBe('true');
    expect(await setting('show_all_results')).toBe('true');
    expect(await setting('squares_visible')).toBe('false');
    expect(await setting('rules')).toMatch(/^# Pool Rules\n/);
    expect(await setting('push_rule')).toBe('loss');
    expect(await setting('late_entry_start_week')).toBe('6');
  });

  it('takes picks on a freshly synced schedule, until the admin disables them', async () => {
    expect((await admin.send('POST', '/api/admin/sync-teams', {})).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/sync-schedule/15', {})).status).toBe(200);
    const games = (await (await player.get('/api/games/week/15')).json()) as Game[];
    const open = games.find((game) => Date.parse(game.startTime) > Date.parse(NOW));
    if (!open) throw new Error('no game of week 15 after the clock');
    expect(open.lockReason).toBeNull();
    const pick = () =>
      player.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: open.id, pickedTeamId: open.homeTeamId, week: 15 }],
      });
    expect(((await (await pick()).json()) as BatchPicksResult).savedCount).toBe(1);

    await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: false });
    expect(await setting('picks_enabled')).toBe('false');
    expect(((await (await pick()).json()) as BatchPicksResult).failed).toEqual([
      { gameId: open.id, message: 'Picks are currently disabled by admin' },
    ]);
    await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: true });
  });

  it('runs the auto-pick on the spec schedule from the start, and tells every player when', async () => {
    const schedule = async () => (await player.get('/api/settings/auto-pick')).json();
    expect(await schedule()).toEqual({
      enabled: true,
      scheduleText: 'Sundays 1:05 PM EST',
      nextRun: '2025-12-14T18:05:00.000Z',
    });
    expect(await (await admin.get('/api/admin/schedule-status')).json()).toMatchObject({
      cronExpression: '5 13 * * 0',
      timezone: 'America/New_York',
      enabled: true,
      nextRun: '2025-12-14T18:05:00.000Z',
      lastRun: null,
    });
    const turn = (enabled: boolean) =>
      admin.send('POST', '/api/admin/schedule-config', {
        cronExpression: '5 13 * * 0',
        timezone: 'America/New_York',
        enabled,
      });
    expect((await turn(false)).status).toBe(200);
    expect(await schedule()).toEqual({ enabled: false, scheduleText: 'Sundays 1:05 PM EST', nextRun: null });
    expect((await turn(true)).status).toBe(200);
  });

  it('serves the stored rules once the admin writes them', async () => {
    const saved = await admin.send('PUT', '/api/settings/rules', { value: '# Our rules' });
    expect(saved.status).toBe(200);
    expect(await setting('rules')).toBe('# Our rules');
  });
});
