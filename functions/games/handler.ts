import { weekParams } from '../../shared/schemas/weeks';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { presentGames, teamsById } from '../lib/games';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { readPoolSettings } from '../lib/pool-settings';

export const handler = groupHandler('games', {
  'GET /api/games/current-week': defineRoute({
    run: async () => json({ week: (await readPoolSettings()).currentWeek }),
  }),

  'GET /api/games/week/{week}': defineRoute({
    params: weekParams,
    run: async ({ params }) => {
      const [games, teams, settings] = await Promise.all([
        listGamesOfWeek(params.week),
        teamsById(),
        readPoolSettings(),
      ]);
      return json(presentGames(games, teams, now(), settings.picksEnabled));
    },
  }),
});
