import { weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { seasonLeaderboard, weeklyLeaderboard } from './leaderboard-service';

export const handler = groupHandler('leaderboard', {
  'GET /api/leaderboard/weekly/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      json(await weeklyLeaderboard(requireSession(session).actor, params.week)),
  }),
  'GET /api/leaderboard/season': defineRoute({
    run: async ({ session }) => json(await seasonLeaderboard(requireSession(session).actor)),
  }),
});
