import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { hasFullAppAccess } from '../../../../shared/user';
import { findRouteByKey } from '../../../routes';
import { readCookie, sessionCookieName } from '../../auth/cookies';
import { loadSession } from '../../auth/session-service';
import { forbidden, notFound, unauthorized } from '../errors';
import { requestState } from '../request-state';
import type { HttpResult } from '../responses';

/** Loads the session from the cookie (one GetItem, plus the users) and applies the manifest's access level. */
export const sessionAccess = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: async ({ event }) => {
    const state = requestState(event);
    const route = findRouteByKey(event.routeKey);
    if (!route) throw notFound('No such route');
    state.route = route;
    state.sessionToken = readCookie(event.cookies, sessionCookieName());
    state.session =
      route.access === 'public' && !state.sessionToken ? null : await loadSession(state.sessionToken);
    if (route.access === 'public') return;
    const actor = state.session?.actor;
    if (!actor) throw unauthorized();
    if (route.access === 'admin' && !actor.isAdmin) throw forbidden('Admin access required');
    if (route.access === 'fullApp' && !hasFullAppAccess(actor)) throw forbidden('Full app access required');
  },
});
