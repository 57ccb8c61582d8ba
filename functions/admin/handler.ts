import { z } from 'zod';
import {
  currentWeekBody,
  gameIdParams,
  gameParams,
  gameScoreBody,
  mnfFlagBody,
  picksEnabledBody,
  poolSettingsBody,
  resultsVisibilityBody,
  saveAllScoresBody,
  scorePicksBody,
  spreadBody,
  squaresVisibilityBody,
} from '../../shared/schemas/admin';
import {
  entryIdParams,
  entryWeekParams,
  finalizeWeekBody,
  survivorOverrideBody,
} from '../../shared/schemas/survivor';
import { weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { saveSurvivorPick } from '../survivor/survivor-pick-service';
import { pickOfWeek, survivorEntryOfUser, usedTeamsOf } from '../survivor/survivor-read-service';
import { removeGame, setMnfTiebreaker, updateSpread } from './game-admin-service';
import {
  setCurrentWeek,
  setPicksEnabled,
  setResultsVisibility,
  setSquaresVisibility,
  updatePoolSettings,
} from './pool-settings-service';
import { poolStats, systemStatus } from './pool-status-service';
import { syncSchedule, syncTeams } from './schedule-sync-service';
import { providerScores, saveAllScores, saveGameScore, scoreWeeklyPicks, syncScores } from './scores-service';
import { resetWeek, simulateWeek } from './simulation-service';
import { finalizeSurvivorWeek, survivorPicksOfWeek } from './survivor-admin-service';

const survivorWeekQuery = z.object({
  week: z
    .string({ error: 'week is required' })
    .regex(/^\d+$/, 'week must be a whole number from 1 to 18')
    .transform(Number)
    .pipe(z.number().min(1, 'week must be between 1 and 18').max(18, 'week must be between 1 and 18')),
});

export const handler = groupHandler('admin', {
  'GET /api/admin/pool-stats': defineRoute({ run: async () => json(await poolStats()) }),
  'GET /api/admin/survivor/picks': defineRoute({
    query: survivorWeekQuery,
    run: async ({ query }) => json(await survivorPicksOfWeek(query.week)),
  }),
  'GET /api/admin/survivor/entry/{userId}': defineRoute({
    params: z.object({ userId: z.string().min(1).max(64) }),
    run: async ({ params }) => json(await survivorEntryOfUser(params.userId)),
  }),
  'GET /api/admin/survivor/used-teams/{entryId}': defineRoute({
    params: entryIdParams,
    run: async ({ params, session }) =>
      json(await usedTeamsOf(requireSession(session).actor, params.entryId, 'survivor', true)),
  }),
  'GET /api/admin/survivor/current-pick/{entryId}/{week}': defineRoute({
    params: entryWeekParams,
    run: async ({ params, session }) =>
      json(await pickOfWeek(requireSession(session).actor, params.entryId, params.week, 'survivor', true)),
  }),
  'POST /api/admin/survivor/override-pick': defineRoute({
    body: survivorOverrideBody,
    run: async ({ body, session }) =>
      json(await saveSurvivorPick(requireSession(session).actor, body, 'survivor', { asAdmin: true })),
  }),
  'POST /api/admin/survivor/finalize-week': defineRoute({
    body: finalizeWeekBody,
    run: async ({ body }) => json(await finalizeSurvivorWeek(body.week)),
  }),
  'GET /api/admin/system-status': defineRoute({ run: async () => json(await systemStatus()) }),
  'GET /api/admin/espn-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await providerScores(params.week)),
  }),

  'POST /api/admin/sync-teams': defineRoute({ run: async () => json(await syncTeams()) }),
  'POST /api/admin/sync-schedule/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await syncSchedule(params.week)),
  }),
  'POST /api/admin/sync-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await syncScores(params.week)),
  }),
  'POST /api/admin/save-all-scores': defineRoute({
    body: saveAllScoresBody,
    run: async ({ body }) => json(await saveAllScores(body.games)),
  }),
  'PUT /api/admin/game-score/{gameId}': defineRoute({
    params: gameIdParams,
    body: gameScoreBody,
    run: async ({ params, body }) => json(await saveGameScore(params.gameId, body)),
  }),
  'POST /api/admin/score-picks/{week}': defineRoute({
    params: weekParams,
    body: scorePicksBody,
    run: async ({ params, body }) => json(await scoreWeeklyPicks(params.week, body.adminsOnly)),
  }),
  'PUT /api/admin/current-week': defineRoute({
    body: currentWeekBody,
    run: async ({ body }) => json(await setCurrentWeek(body.week)),
  }),

  'PUT /api/admin/game/{id}/spread': defineRoute({
    params: gameParams,
    body: spreadBody,
    run: async ({ params, body }) => json(await updateSpread(params.id, body.spread)),
  }),
  'DELETE /api/admin/game/{id}': defineRoute({
    params: gameParams,
    run: async ({ params }) => json(await removeGame(params.id)),
  }),
  'PUT /api/admin/game/{id}/mnf-tiebreaker': defineRoute({
    params: gameParams,
    body: mnfFlagBody,
    run: async ({ params, body }) => json(await setMnfTiebreaker(params.id, body.isMnfTiebreaker)),
  }),

  'PUT /api/admin/picks/enabled': defineRoute({
    body: picksEnabledBody,
    run: async ({ body }) => json(await setPicksEnabled(body.isEnabled)),
  }),
  'PUT /api/admin/results/visibility': defineRoute({
    body: resultsVisibilityBody,
    run: async ({ body }) => json(await setResultsVisibility(body.showAllResults)),
  }),
  'PUT /api/admin/squares/visibility': defineRoute({
    body: squaresVisibilityBody,
    run: async ({ body }) => json(await setSquaresVisibility(body.isVisible)),
  }),
  'PUT /api/admin/pool-settings': defineRoute({
    body: poolSettingsBody,
    run: async ({ body }) => json(await updatePoolSettings(body)),
  }),

  'POST /api/admin/simulate-week/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await simulateWeek(params.week)),
  }),
  'POST /api/admin/reset-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await resetWeek(params.week)),
  }),
});
