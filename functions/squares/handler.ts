import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { squaresGrid } from '../services/squares-service';

export const handler = groupHandler('squares', {
  'GET /api/squares': defineRoute({
    run: async ({ session }) => json(await squaresGrid(requireSession(session).actor)),
  }),
});
