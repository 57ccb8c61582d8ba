import * as z from 'zod';
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
  type TestingStatus,
} from '../../shared/schemas/admin';
import {
  AUDIT_PAGE_SIZE,
  adminRoleBody,
  auditQuery,
  mnfOverrideBody,
  mnfOverrideParams,
  overridePicksBody,
  userIdParams,
} from '../../shared/schemas/admin-people';
import { homeContentBody } from '../../shared/schemas/content';
import { liveScoresConfigBody } from '../../shared/schemas/live-scores';
import { outboxQuery } from '../../shared/schemas/outbox';
import { endSeasonEarlyBody, startNextSeasonBody } from '../../shared/schemas/seasons';
import { squareAssignBody, squarePositionParams, squarePriceBody } from '../../shared/schemas/squares';
import {
  entryIdParams,
  entryWeekParams,
  finalizeWeekBody,
  survivorOverrideBody,
} from '../../shared/schemas/survivor';
import { weekParams } from '../../shared/schemas/weeks';
import { poolSettingFields } from '../../shared/settings';
import { recordAudit } from '../lib/audit';
import { config } from '../lib/config';
import { readAuditPage } from '../lib/data/audit-repository';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { finishPendingAudits } from '../lib/data/ledger-repository';
import { invalid } from '../lib/domain-errors';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { inPlayedSeason } from '../lib/season';
import {
  auditedGame,
  auditedScores,
  auditedSettings,
  auditedSpread,
  auditedWeekScores,
} from '../services/audited-changes';
import { liveScoresStatus, updateLiveScoresConfig } from '../services/live-scores-service';
import { missingPicksReport, remindNow } from '../services/missing-picks-report';
import { pickOfWeek, survivorEntryOfUser, usedTeamsOf } from '../services/survivor-read-service';
import { updateHomeContent } from './content-service';
import { removeGame, setMnfTiebreaker, updateSpread } from './game-admin-service';
import { decideJoinRequest, inviteLink, listJoinRequests, replaceInviteLink } from './invite-service';
import { startNextSeason } from './next-season-service';
import { outboxPage } from './outbox-service';
import { adminPrediction, overridePicks, overridePrediction, overrideSurvivorPick } from './override-service';
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
import { endSeasonEarly, seasonEndState } from './season-end-service';
import { runNextSetupStep, seasonSetupState } from './season-setup-service';
import { resetWeek, simulateWeek } from './simulation-service';
import { nameSquare, setSquarePrice } from './squares-admin-service';
import { finalizeSurvivorWeek, survivorPicksOfWeek, unfinalizeSurvivorWeek } from './survivor-admin-service';
import {
  listAdminUsers,
  removeUser,
  setAdminRole,
  startImpersonation,
  stopImpersonation,
} from './user-admin-service';

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
    run: async ({ body, session }) => json(await overrideSurvivorPick(requireSession(session), body)),
  }),
  'POST /api/admin/survivor/finalize-week': defineRoute({
    body: finalizeWeekBody,
    run: async ({ body, session }) => {
      const result = await finalizeSurvivorWeek(body.week);
      await recordAudit(requireSession(session), {
        action: 'survivor.finalize',
        summary: `Survivor Week ${body.week} finalized: ${result.picksFinalized} picks locked`,
        after: result,
      });
      return json(result);
    },
  }),
  'POST /api/admin/survivor/unfinalize-week': defineRoute({
    body: finalizeWeekBody,
    run: async ({ body, session }) => {
      const result = await unfinalizeSurvivorWeek(body.week);
      await recordAudit(requireSession(session), {
        action: 'survivor.unfinalize',
        summary: `Survivor Week ${body.week} un-finalized: ${result.picksReopened} picks can change again until kickoff`,
        before: { week: body.week, isFinalized: true },
        after: { week: body.week, isFinalized: false },
      });
      return json(result);
    },
  }),
  'GET /api/admin/system-status': defineRoute({ run: async () => json(await systemStatus()) }),
  'GET /api/admin/testing': defineRoute({
    run: async () => json({ enabled: config.testingEnabled() } satisfies TestingStatus),
  }),
  'GET /api/admin/espn-scores/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await providerScores(params.week)),
  }),

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

  'PUT /api/admin/picks/enabled': defineRoute({
    body: picksEnabledBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['picks_enabled'], () =>
          setPicksEnabled(body.isEnabled),
        ),
      ),
  }),
  'PUT /api/admin/results/visibility': defineRoute({
    body: resultsVisibilityBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['show_all_results'], () =>
          setResultsVisibility(body.showAllResults),
        ),
      ),
  }),
  'PUT /api/admin/squares/visibility': defineRoute({
    body: squaresVisibilityBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['squares_visible'], () =>
          setSquaresVisibility(body.isVisible),
        ),
      ),
  }),
  'PUT /api/admin/pool-settings': defineRoute({
    body: poolSettingsBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), Object.values(poolSettingFields), () =>
          updatePoolSettings(body),
        ),
      ),
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
  'GET /api/admin/users': defineRoute({ run: async () => json(await listAdminUsers()) }),
  'PATCH /api/admin/users/{userId}/admin': defineRoute({
    params: userIdParams,
    body: adminRoleBody,
    run: async ({ params, body, session }) =>
      json(await setAdminRole(requireSession(session), params.userId, body.isAdmin)),
  }),
  'GET /api/admin/invite': defineRoute({ run: async () => json(await inviteLink()) }),
  'POST /api/admin/invite': defineRoute({
    run: async ({ session }) => json(await replaceInviteLink(requireSession(session))),
  }),
  'GET /api/admin/join-requests': defineRoute({ run: async () => json(await listJoinRequests()) }),
  'POST /api/admin/users/{userId}/approve': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await decideJoinRequest(requireSession(session), params.userId, 'approve')),
  }),
  'POST /api/admin/users/{userId}/decline': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await decideJoinRequest(requireSession(session), params.userId, 'decline')),
  }),
  'DELETE /api/admin/users/{userId}': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) => json(await removeUser(requireSession(session), params.userId)),
  }),
  'POST /api/admin/impersonate/{userId}': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await startImpersonation(requireSession(session), params.userId)),
  }),
  'POST /api/admin/stop-impersonate': defineRoute({
    run: async ({ session }) => json(await stopImpersonation(requireSession(session))),
  }),

  'POST /api/admin/override-picks': defineRoute({
    body: overridePicksBody,
    run: async ({ body, session }) => json(await overridePicks(requireSession(session), body)),
  }),
  'GET /api/admin/mnf-tiebreaker/{userId}/{week}': defineRoute({
    params: mnfOverrideParams,
    run: async ({ params }) => json(await adminPrediction(params.userId, params.week)),
  }),
  'POST /api/admin/mnf-tiebreaker/override': defineRoute({
    body: mnfOverrideBody,
    run: async ({ body, session }) => json(await overridePrediction(requireSession(session), body)),
  }),

  'GET /api/admin/live-scores': defineRoute({ run: async () => json(await liveScoresStatus()) }),
  'PUT /api/admin/live-scores': defineRoute({
    body: liveScoresConfigBody,
    run: async ({ body, session }) => json(await updateLiveScoresConfig(requireSession(session), body)),
  }),
  'GET /api/admin/missing-picks': defineRoute({ run: async () => json(await missingPicksReport()) }),
  'POST /api/admin/missing-picks/remind': defineRoute({
    run: async ({ session }) => json(await remindNow(requireSession(session))),
  }),

  'PUT /api/admin/home-content': defineRoute({
    body: homeContentBody,
    run: async ({ body, session }) => json(await updateHomeContent(requireSession(session), body)),
  }),
  'PUT /api/admin/squares/{position}/assign': defineRoute({
    params: squarePositionParams,
    body: squareAssignBody,
    run: async ({ params, body, session }) =>
      json(await nameSquare(requireSession(session), params.position, body)),
  }),
  'PUT /api/admin/squares/price': defineRoute({
    body: squarePriceBody,
    run: async ({ body, session }) => json(await setSquarePrice(requireSession(session), body.price)),
  }),

  'GET /api/admin/audit': defineRoute({
    query: auditQuery,
    run: async ({ query }) => {
      // A payment whose request was cut off before its audit line carries the line: appended first.
      await finishPendingAudits();
      const page = await inPlayedSeason(query.season, () =>
        readAuditPage(AUDIT_PAGE_SIZE, query.userId, query.cursor),
      );
      if (!page) throw invalid('cursor is not one this log handed out');
      return json(page);
    },
  }),
  'GET /api/admin/outbox': defineRoute({
    query: outboxQuery,
    run: async ({ query }) => json(await outboxPage(query.cursor)),
  }),
});
