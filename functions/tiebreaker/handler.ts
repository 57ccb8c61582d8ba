import { mnfPredictionBody } from '../../shared/schemas/picks';
import { weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { playerPrediction, savePrediction } from './prediction-service';

export const handler = groupHandler('tiebreaker', {
  'GET /api/tiebreaker/mnf/{week}': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      json(await playerPrediction(requireSession(session).actor.id, params.week)),
  }),
  'POST /api/tiebreaker/mnf': defineRoute({
    body: mnfPredictionBody,
    run: async ({ body, session }) => json(await savePrediction(requireSession(session).actor, body)),
  }),
});
