import { readTeams } from '../lib/data/teams-repository';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { jsonText } from '../lib/http/responses';
import { viewCache } from '../lib/view-cache';

const teamsViews = viewCache<string>(1);

export const handler = groupHandler('teams', {
  'GET /api/teams': defineRoute({
    run: async () => {
      const { version, value: teams } = await readTeams();
      return jsonText(
        teamsViews(String(version), () =>
          JSON.stringify([...teams].sort((a, b) => a.displayName.localeCompare(b.displayName))),
        ),
      );
    },
  }),
});
