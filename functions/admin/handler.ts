import { currentWeekBody, gameIdParams, gameScoreBody, scorePicksBody } from '../../shared/schemas/admin';
import { weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { saveGameScore, scoreWeeklyPicks, setCurrentWeek } from './scoring-service';

export const handler = groupHandler('admin', {
  'PUT /api/admin/game-score/{gameId}': defineRoute({
    params: gameIdParams,
    body: gameScoreBody,
    run: async ({ params, body }) => json(await saveGameScore(params.gameId, body)),
  }),

  'POST /api/admin/score-picks/{week}': defineRoute({
    params: weekParams,
    body: scorePicksBody,
    run: async ({ params, body }) => json(await scoreWeeklyPicks(params.week, body.adminsOnly)),
  }),

  'PUT /api/admin/current-week': defineRoute({
    body: currentWeekBody,
    run: async ({ body }) => json(await setCurrentWeek(body.week)),
  }),
});
