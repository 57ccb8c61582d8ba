import {
  createWeek6EntryBody,
  deleteEntryParams,
  entryIdParams,
  entryWeekParams,
  survivorPickBody,
  week6RegisterBody,
} from '../../shared/schemas/survivor';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { saveSurvivorPick } from '../services/survivor-pick-service';
import { pickOfWeek, usedTeamsOf } from '../services/survivor-read-service';
import {
  convertToWeek6,
  createWeek6Entry,
  deleteWeek6Entry,
  myWeek6Entries,
  registerWeek6,
  week6Pools,
  week6RegistrationStatus,
} from './week6-service';

const register = defineRoute({
  body: week6RegisterBody,
  run: async ({ body, session }) => json(await registerWeek6(requireSession(session).actor, body.count)),
});

export const handler = groupHandler('week6', {
  'GET /api/week6/pools': defineRoute({ run: async () => json(await week6Pools()) }),

  'GET /api/week6/registration': defineRoute({ run: async () => json(await week6RegistrationStatus()) }),

  'GET /api/week6/entries': defineRoute({
    run: async ({ session }) => json(await myWeek6Entries(requireSession(session).actor)),
  }),

  'POST /api/week6/entries/register': register,
  'POST /api/week6/register': register,

  'POST /api/week6/entries': defineRoute({
    body: createWeek6EntryBody,
    run: async ({ body, session }) =>
      json(await createWeek6Entry(requireSession(session).actor, body.poolId, body.entryName)),
  }),

  'DELETE /api/week6/entries/{id}': defineRoute({
    params: deleteEntryParams,
    run: async ({ params, session }) =>
      json(await deleteWeek6Entry(requireSession(session).actor, params.id)),
  }),

  'GET /api/week6/used-teams/{entryId}': defineRoute({
    params: entryIdParams,
    run: async ({ params, session }) =>
      json(await usedTeamsOf(requireSession(session).actor, params.entryId, 'week6')),
  }),

  'GET /api/week6/picks/{entryId}/{week}': defineRoute({
    params: entryWeekParams,
    run: async ({ params, session }) =>
      json(await pickOfWeek(requireSession(session).actor, params.entryId, params.week, 'week6')),
  }),

  'POST /api/week6/picks': defineRoute({
    body: survivorPickBody,
    run: async ({ body, session }) =>
      json(await saveSurvivorPick(requireSession(session).actor, body, 'week6')),
  }),

  'POST /api/week6/convert-user': defineRoute({
    run: async ({ session }) => json(await convertToWeek6(requireSession(session).actor)),
  }),
});
