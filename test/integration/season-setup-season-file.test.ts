import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { BatchPicksResult } from '../../shared/schemas/picks';
import type { SeasonSetupState, SeasonSetupStepResult } from '../../shared/schemas/season-setup';
import { seasonGamesOfWeek } from '../support/espn-season';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// The local default provider, the bundled season file, on an empty table at the demo clock:
// Thursday of Week 15, before its first kickoff.
const NOW = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: false, poolNow: NOW });

let admin: PoolClient;
let player: PoolClient;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  player = (await signIn(stack.url, 'first.player@example.com')).client;
});

describe('setting up the season from the season file', () => {
  it('loads the teams and all 18 weeks, makes the week by the pool clock current, and the pool takes picks', async () => {
    const steps: SeasonSetupStepResult['done'][] = [];
    let state = (await (await admin.get('/api/admin/season-setup')).json()) as SeasonSetupState;
    expect(state.provider).toBe('offline season file (2025)');
    while (state.next) {
      const response = await admin.send('POST', '/api/admin/season-setup');
      expect(response.status).toBe(200);
      const result = (await response.json()) as SeasonSetupStepResult;
      steps.push(result.done);
      state = result.state;
    }
    expect(steps).toHaveLength(20);
    expect(state).toMatchObject({ teams: 32, currentWeek: 15, next: null });
    expect(state.weeks.map((week) => week.games)).toEqual(
      state.weeks.map((week) => seasonGamesOfWeek(week.week).length),
    );
    expect(state.weeks.reduce((sum, week) => sum + week.games, 0)).toBe(272);

    expect(await (await player.get('/api/games/current-week')).json()).toEqual({ week: 15 });
    const games = (await (await player.get('/api/games/week/15')).json()) as Game[];
    const open = games.find((game) => Date.parse(game.startTime) > Date.parse(NOW));
    if (!open) throw new Error('no game of week 15 after the clock');
    expect(open).toMatchObject({ status: 'scheduled', lockReason: null });
    const saved = await player.send('POST', '/api/picks/weekly/batch', {
      picks: [{ gameId: open.id, pickedTeamId: open.homeTeamId, week: 15 }],
    });
    expect(((await saved.json()) as BatchPicksResult).savedCount).toBe(1);
  });
});
