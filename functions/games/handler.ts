import { weekParams } from '../../shared/schemas/weeks';
import { gamesOfWeek } from '../lib/games';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { readPoolSettings } from '../lib/pool-settings';

export const handler = groupHandler('games', {
  'GET /api/games/current-week': defineRoute({
    run: async () => json({ week: (await readPoolSettings()).currentWeek }),
  }),

  'GET /api/games/week/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => json(await gamesOfWeek(params.week)),
  }),
});
