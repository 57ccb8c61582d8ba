import { listTeams } from '../lib/data/teams-repository';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';

export const handler = groupHandler('teams', {
  'GET /api/teams': defineRoute({
    run: async () => json((await listTeams()).sort((a, b) => a.displayName.localeCompare(b.displayName))),
  }),
});
