import {
  currentWeekBody,
  gameIdParams,
  gameParams,
  gameScoreBody,
  mnfFlagBody,
  saveAllScoresBody,
  scorePicksBody,
  spreadBody,
  type TestingStatus,
} from '../../shared/schemas/admin';
import { liveScoresConfigBody } from '../../shared/schemas/live-scores';
import { endSeasonEarlyBody, startNextSeasonBody } from '../../shared/schemas/seasons';
import { weekParams } from '../../shared/schemas/weeks';
import { config } from '../lib/config';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import {
  auditedGame,
  auditedScores,
  auditedSettings,
  auditedSpread,
  auditedWeekScores,
} from '../services/audited-changes';
import { liveScoresStatus, updateLiveScoresConfig } from '../services/live-scores-service';
import { setCurrentWeek } from './current-week-service';
import { removeGame, setMnfTiebreaker, updateSpread } from './game-admin-service';
import { startNextSeason } from './next-season-service';
import { syncSchedule, syncTeams } from './schedule-sync-service';
import { providerScores, saveAllScores, saveGameScore, scoreWeeklyPicks, syncScores } from './scores-service';
import { endSeasonEarly, seasonEndState } from './season-end-service';
import { runNextSetupStep, seasonSetupState } from './season-setup-service';
import { resetWeek, simulateWeek } from './simulation-service';
import { systemStatus } from './system-status-service';

/**
 * The admin's Data Sync and Testing tabs: the season's setup, start and early end, the provider's
 * teams, schedules and scores, games' scores, spreads and Monday-night flag, the current week, the
 * game-day job's settings, and the Testing tab's simulate and reset.
 */
export const handler = groupHandler('admin-games', {
  'GET /api/admin/season-setup': defineRoute({ run: async () => json(await seasonSetupState()) }),
  'POST /api/admin/season-setup': defineRoute({
    run: async ({ session }) => json(await runNextSetupStep(requireSession(session))),
  }),
  'POST /api/admin/season/next': defineRoute({
    body: startNextSeasonBody,
    run: async ({ session, body }) => json(await startNextSeason(requireSession(session), body.season)),
  }),
  'GET /api/admin/season/end-early': defineRoute({ run: async () => json(await seasonEndState()) }),
  'POST /api/admin/season/end-early': defineRoute({
    body: endSeasonEarlyBody,
    run: async ({ session, body }) => json(await endSeasonEarly(requireSession(session), body.confirmSeason)),
  }),
  'POST /api/admin/sync-teams': defineRoute({ run: async () => json(await syncTeams()) }),
  'POST /api/admin/sync-schedule/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await syncSchedule(params.week)),
  }),
  'POST /api/admin/sync-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      json(
        await auditedWeekScores(
          requireSession(session),
          params.week,
          'Synced provider scores of',
          () => listGamesOfWeek(params.week, { consistent: true }),
          () => syncScores(params.week),
        ),
      ),
  }),
  'POST /api/admin/save-all-scores': defineRoute({
    body: saveAllScoresBody,
    run: async ({ body, session }) =>
      json(await auditedScores(requireSession(session), body.games, () => saveAllScores(body.games))),
  }),
  'PUT /api/admin/game-score/{gameId}': defineRoute({
    params: gameIdParams,
    body: gameScoreBody,
    run: async ({ params, body, session }) =>
      json(
        await auditedScores(requireSession(session), [{ id: params.gameId, ...body }], () =>
          saveGameScore(params.gameId, body),
        ),
      ),
  }),
  'POST /api/admin/score-picks/{week}': defineRoute({
    params: weekParams,
    body: scorePicksBody,
    run: async ({ params, body }) => json(await scoreWeeklyPicks(params.week, body.adminsOnly)),
  }),
  'PUT /api/admin/current-week': defineRoute({
    body: currentWeekBody,
    run: async ({ body, session }) =>
      json(await auditedSettings(requireSession(session), ['current_week'], () => setCurrentWeek(body.week))),
  }),
  'PUT /api/admin/game/{id}/spread': defineRoute({
    params: gameParams,
    body: spreadBody,
    run: async ({ params, body, session }) =>
      json(
        await auditedSpread(requireSession(session), params.id, () => updateSpread(params.id, body.spread)),
      ),
  }),
  'DELETE /api/admin/game/{id}': defineRoute({
    params: gameParams,
    run: async ({ params, session }) =>
      json(await auditedGame(requireSession(session), params.id, 'Deleted', () => removeGame(params.id))),
  }),
  'PUT /api/admin/game/{id}/mnf-tiebreaker': defineRoute({
    params: gameParams,
    body: mnfFlagBody,
    run: async ({ params, body, session }) =>
      json(await setMnfTiebreaker(requireSession(session), params.id, body.isMnfTiebreaker)),
  }),
  'POST /api/admin/simulate-week/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      json(
        await auditedWeekScores(
          requireSession(session),
          params.week,
          'Simulated and scored',
          () => listGamesOfWeek(params.week, { consistent: true }),
          () => simulateWeek(params.week),
        ),
      ),
  }),
  'POST /api/admin/reset-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      json(
        await auditedWeekScores(
          requireSession(session),
          params.week,
          'Reset scores of',
          () => listGamesOfWeek(params.week, { consistent: true }),
          () => resetWeek(params.week),
        ),
      ),
  }),
  'GET /api/admin/espn-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await providerScores(params.week)),
  }),
  'GET /api/admin/system-status': defineRoute({ run: async () => json(await systemStatus()) }),
  'GET /api/admin/testing': defineRoute({
    run: async () => json({ enabled: config.testingEnabled() } satisfies TestingStatus),
  }),
  'GET /api/admin/live-scores': defineRoute({ run: async () => json(await liveScoresStatus()) }),
  'PUT /api/admin/live-scores': defineRoute({
    body: liveScoresConfigBody,
    run: async ({ body, session }) => json(await updateLiveScoresConfig(requireSession(session), body)),
  }),
});
