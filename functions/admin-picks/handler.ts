import * as z from 'zod';
import { mnfOverrideBody, mnfOverrideParams, overridePicksBody } from '../../shared/schemas/admin-people';
import {
  entryIdParams,
  entryWeekParams,
  finalizeWeekBody,
  survivorOverrideBody,
} from '../../shared/schemas/survivor';
import { recordAudit } from '../lib/audit';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { missingPicksReport, remindNow } from '../services/missing-picks-report';
import { pickOfWeek, survivorEntryOfUser, usedTeamsOf } from '../services/survivor-read-service';
import { adminPrediction, overridePicks, overridePrediction, overrideSurvivorPick } from './override-service';
import { finalizeSurvivorWeek, survivorPicksOfWeek, unfinalizeSurvivorWeek } from './survivor-admin-service';

const survivorWeekQuery = z.object({
  week: z
    .string({ error: 'week is required' })
    .regex(/^\d+$/, 'week must be a whole number from 1 to 18')
    .transform(Number)
    .pipe(z.number().min(1, 'week must be between 1 and 18').max(18, 'week must be between 1 and 18')),
});

/**
 * The admin's Override Picks and Survivor tabs: a player's weekly picks, Monday-night total and
 * survivor pick set for them, the survivor week finalized (or opened again), and who still has to pick.
 */
export const handler = groupHandler('admin-picks', {
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
  'GET /api/admin/missing-picks': defineRoute({ run: async () => json(await missingPicksReport()) }),
  'POST /api/admin/missing-picks/remind': defineRoute({
    run: async ({ session }) => json(await remindNow(requireSession(session))),
  }),
});
