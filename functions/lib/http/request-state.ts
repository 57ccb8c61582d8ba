import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDefinition } from '../../routes';
import type { LoadedSession } from '../auth/session-service';

/** What the middlewares learn about one request, handed on to the route. */
export interface RequestState {
  route?: RouteDefinition;
  body?: unknown;
  sessionToken?: string;
  session: LoadedSession | null;
  /** The route's prefetch, kept only when the session proved the user it read for. */
  prefetched?: Promise<unknown>;
  unexpectedError?: unknown;
}

const states = new WeakMap<APIGatewayProxyEventV2, RequestState>();

export const requestState = (event: APIGatewayProxyEventV2): RequestState => {
  let state = states.get(event);
  if (!state) {
    state = { session: null };
    states.set(event, state);
  }
  return state;
};
