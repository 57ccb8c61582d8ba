import { batchDetailsBody, batchPicksBody } from '../../shared/schemas/picks';
import { weekParams, weekUserParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { csv, json, jsonText } from '../lib/http/responses';
import { sharedJson } from '../lib/http/shared-body';
import {
  pickSplits,
  picksGridOfWeek,
  readForSave,
  savePicks,
  visiblePicksByUser,
  visiblePicksOfWeekText,
  visiblePlayerPicks,
} from './pick-service';
import { picksGridCsv, picksGridFilename } from './picks-grid-csv';

export const handler = groupHandler('picks', {
  'GET /api/picks/weekly/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session, event }) =>
      sharedJson(await visiblePicksOfWeekText(requireSession(session).actor, params.week), event),
  }),

  'GET /api/picks/weekly/{week}/csv': defineRoute({
    params: weekParams,
    run: async ({ params, session }) => {
      const { games, rows } = await picksGridOfWeek(requireSession(session).actor, params.week);
      return csv(picksGridCsv(games, rows), picksGridFilename(params.week));
    },
  }),

  'GET /api/picks/weekly/{week}/{userId}': defineRoute({
    params: weekUserParams,
    run: async ({ params, session }) =>
      json(await visiblePlayerPicks(requireSession(session).actor, params.week, params.userId)),
  }),

  'POST /api/picks/weekly/batch': defineRoute({
    body: batchPicksBody,
    prefetch: ({ userId, body }) => {
      const parsed = batchPicksBody.safeParse(body);
      return parsed.success ? readForSave(userId, parsed.data.picks) : undefined;
    },
    run: async ({ body, session, prefetched }) =>
      json(await savePicks(requireSession(session).actor, body.picks, prefetched)),
  }),

  'POST /api/picks/weekly/batch-details/{week}': defineRoute({
    params: weekParams,
    body: batchDetailsBody,
    run: async ({ params, body, session }) =>
      json(await visiblePicksByUser(requireSession(session).actor, params.week, body.userIds)),
  }),

  'GET /api/picks/splits/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      jsonText(await pickSplits(requireSession(session).actor, params.week)),
  }),
});
