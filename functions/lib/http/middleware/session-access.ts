import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { privatePoolMessages } from '../../../../shared/join-policy';
import { hasFullAppAccess, poolAccessOf } from '../../../../shared/user';
import { findRouteByKey } from '../../../routes';
import { readCookie, sessionCookieName } from '../../auth/cookies';
import { claimedUserId, loadSession } from '../../auth/session-service';
import { forbidden, notFound, unauthorized } from '../errors';
import type { GroupRoutes } from '../group-handler';
import { requestState } from '../request-state';
import type { HttpResult } from '../responses';

/**
 * Loads the session from the cookie (one BatchGetItem with its user, and with the reads of the
 * route's prefetch) and applies the manifest's access level: every route but a public or a signedIn
 * one is for members of the pool only.
 */
export const sessionAccess = (
  implementations: GroupRoutes = {},
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: async ({ event }) => {
    const state = requestState(event);
    const route = findRouteByKey(event.routeKey);
    if (!route) throw notFound('No such route');
    state.route = route;
    state.sessionToken = readCookie(event.cookies, sessionCookieName());
    const userId = state.sessionToken ? claimedUserId(state.sessionToken) : null;
    const prefetched = userId
      ? implementations[event.routeKey]?.prefetch?.({ userId, body: state.body })
      : undefined;
    // Unused when the session is refused: its failure then must not go unhandled.
    prefetched?.catch(() => undefined);
    state.session =
      route.access === 'public' && !state.sessionToken ? null : await loadSession(state.sessionToken);
    if (prefetched && state.session?.actor.id === userId) state.prefetched = prefetched;
    if (route.access === 'public') return;
    const actor = state.session?.actor;
    if (!actor) throw unauthorized();
    const access = poolAccessOf(actor);
    // A private pool's outsiders and those waiting for approval see only the page that says so.
    if (access !== 'member' && route.access !== 'signedIn') throw forbidden(privatePoolMessages[access]);
    if (route.access === 'admin' && !actor.isAdmin) throw forbidden('Admin access required');
    if (route.access === 'fullApp' && !hasFullAppAccess(actor)) throw forbidden('Full app access required');
  },
});
