import { seasonParams } from '../../shared/schemas/seasons';
import { boardPageQuery, weekParams } from '../../shared/schemas/weeks';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { csv, json, jsonText } from '../lib/http/responses';
import {
  seasonLeaderboard,
  seasonLeaderboardJson,
  weeklyLeaderboard,
  weeklyLeaderboardPage,
} from '../services/leaderboard-service';
import { SEASON_STANDINGS_FILENAME, seasonStandingsCsv } from './season-standings-csv';
import { listSeasons, seasonArchive } from './seasons-service';
import { weeklyStandingsCsv, weeklyStandingsFilename } from './weekly-standings-csv';

export const handler = groupHandler('leaderboard', {
  'GET /api/leaderboard/weekly/{week}': defineRoute({
    params: weekParams,
    query: boardPageQuery,
    run: async ({ params, query, session }) => {
      const board = await weeklyLeaderboardPage(requireSession(session).actor, params.week, query.page ?? 1);
      const answer = jsonText(board.json);
      return {
        ...answer,
        headers: {
          ...answer.headers,
          'x-board-page': String(board.page),
          'x-board-pages': String(board.pages),
          'x-board-players': String(board.players),
        },
      };
    },
  }),
  'GET /api/leaderboard/weekly/{week}/csv': defineRoute({
    params: weekParams,
    run: async ({ params, session }) =>
      csv(
        weeklyStandingsCsv(await weeklyLeaderboard(requireSession(session).actor, params.week)),
        weeklyStandingsFilename(params.week),
      ),
  }),
  'GET /api/leaderboard/season': defineRoute({
    run: async ({ session }) => jsonText(await seasonLeaderboardJson(requireSession(session).actor)),
  }),
  'GET /api/leaderboard/season/csv': defineRoute({
    run: async ({ session }) =>
      csv(
        seasonStandingsCsv(await seasonLeaderboard(requireSession(session).actor)),
        SEASON_STANDINGS_FILENAME,
      ),
  }),
  'GET /api/seasons': defineRoute({ run: async () => json(await listSeasons()) }),
  'GET /api/seasons/{season}': defineRoute({
    params: seasonParams,
    run: async ({ params }) => json(await seasonArchive(params.season)),
  }),
});
