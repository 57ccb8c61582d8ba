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
import { weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
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

export const handler = groupHandler('admin', {
  'GET /api/admin/pool-stats': defineRoute({ run: async () => json(await poolStats()) }),
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
