import {
  picksEnabledBody,
  poolSettingsBody,
  resultsVisibilityBody,
  squaresVisibilityBody,
} from '../../shared/schemas/admin';
import { homeContentBody } from '../../shared/schemas/content';
import { squareAssignBody, squarePositionParams, squarePriceBody } from '../../shared/schemas/squares';
import { poolSettingFields } from '../../shared/settings';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { auditedSettings } from '../services/audited-changes';
import { updateHomeContent } from './content-service';
import {
  setPicksEnabled,
  setResultsVisibility,
  setSquaresVisibility,
  updatePoolSettings,
} from './pool-settings-service';
import { poolStats } from './pool-stats-service';
import { nameSquare, setSquarePrice } from './squares-admin-service';

/** The admin's Pool Settings, Squares and Content tabs: the pool's switches and settings, its counts, the squares board, the home page. */
export const handler = groupHandler('admin-pool', {
  'GET /api/admin/pool-stats': defineRoute({ run: async () => json(await poolStats()) }),
  'PUT /api/admin/picks/enabled': defineRoute({
    body: picksEnabledBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['picks_enabled'], () =>
          setPicksEnabled(body.isEnabled),
        ),
      ),
  }),
  'PUT /api/admin/results/visibility': defineRoute({
    body: resultsVisibilityBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['show_all_results'], () =>
          setResultsVisibility(body.showAllResults),
        ),
      ),
  }),
  'PUT /api/admin/squares/visibility': defineRoute({
    body: squaresVisibilityBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), ['squares_visible'], () =>
          setSquaresVisibility(body.isVisible),
        ),
      ),
  }),
  'PUT /api/admin/pool-settings': defineRoute({
    body: poolSettingsBody,
    run: async ({ body, session }) =>
      json(
        await auditedSettings(requireSession(session), Object.values(poolSettingFields), () =>
          updatePoolSettings(body),
        ),
      ),
  }),
  'PUT /api/admin/home-content': defineRoute({
    body: homeContentBody,
    run: async ({ body, session }) => json(await updateHomeContent(requireSession(session), body)),
  }),
  'PUT /api/admin/squares/{position}/assign': defineRoute({
    params: squarePositionParams,
    body: squareAssignBody,
    run: async ({ params, body, session }) =>
      json(await nameSquare(requireSession(session), params.position, body)),
  }),
  'PUT /api/admin/squares/price': defineRoute({
    body: squarePriceBody,
    run: async ({ body, session }) => json(await setSquarePrice(requireSession(session), body.price)),
  }),
});
