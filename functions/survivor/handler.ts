import {
  entryIdParams,
  entryWeekParams,
  survivorPickBody,
  survivorPoolsQuery,
  survivorResultsQuery,
} from '../../shared/schemas/survivor';
import { listUserEntries } from '../lib/data/survivor-repository';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { csv, json } from '../lib/http/responses';
import { sharedJson } from '../lib/http/shared-body';
import { inPlayedSeason } from '../lib/season';
import { allSurvivorPools, saveSurvivorPick } from '../services/survivor-pick-service';
import {
  mySurvivorEntry,
  pickOfWeek,
  poolResultsBody,
  survivorStats,
  usedTeamsOf,
} from '../services/survivor-read-service';
import { survivorResultsCsv, survivorResultsFilename } from './survivor-results-csv';
import { survivorResultsGrid } from './survivor-results-grid';

export const handler = groupHandler('survivor', {
  'GET /api/survivor/stats': defineRoute({ run: async () => json(await survivorStats()) }),

  'GET /api/survivor/pools': defineRoute({
    query: survivorPoolsQuery,
    run: async ({ query }) => json(await inPlayedSeason(query.season, allSurvivorPools)),
  }),

  'GET /api/survivor/entry': defineRoute({
    prefetch: ({ userId }) => listUserEntries(userId),
    run: async ({ session, prefetched }) =>
      json(await mySurvivorEntry(requireSession(session).actor, prefetched)),
  }),

  'GET /api/survivor/used-teams/{entryId}': defineRoute({
    params: entryIdParams,
    run: async ({ params, session }) =>
      json(await usedTeamsOf(requireSession(session).actor, params.entryId, 'survivor')),
  }),

  'GET /api/survivor/current-pick/{entryId}/{week}': defineRoute({
    params: entryWeekParams,
    run: async ({ params, session }) =>
      json(await pickOfWeek(requireSession(session).actor, params.entryId, params.week, 'survivor')),
  }),

  'POST /api/survivor/pick': defineRoute({
    body: survivorPickBody,
    run: async ({ body, session }) =>
      json(await saveSurvivorPick(requireSession(session).actor, body, 'survivor')),
  }),

  'GET /api/survivor/results': defineRoute({
    query: survivorResultsQuery,
    run: async ({ query, session, event }) =>
      sharedJson(
        await inPlayedSeason(query.season, () =>
          poolResultsBody(requireSession(session).actor, query.poolId, query.maxWeek),
        ),
        event,
      ),
  }),

  'GET /api/survivor/results/csv': defineRoute({
    query: survivorResultsQuery,
    run: async ({ query, session }) => {
      const { pool, weeks, rows } = await inPlayedSeason(query.season, () =>
        survivorResultsGrid(requireSession(session).actor, query.poolId, query.maxWeek),
      );
      return csv(survivorResultsCsv(weeks, rows), survivorResultsFilename(pool.name));
    },
  }),
});
