import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { type ResourceGroup, routeKey, routesOfGroup } from '../../routes';
import type { LoadedSession } from '../auth/session-service';
import { now } from '../clock';
import { config, environment } from '../config';
import { apiLogger } from '../logger';
import { inSeason, requestSeason } from '../season';
import { notImplemented, unauthorized } from './errors';
import { compressedResponse } from './middleware/compressed-response';
import { csrfGuard } from './middleware/csrf-guard';
import { busyResponse, errorResponse } from './middleware/error-response';
import { impersonatedWrites } from './middleware/impersonated-writes';
import { jsonBody } from './middleware/json-body';
import { sessionAccess } from './middleware/session-access';
import { siteOnly } from './middleware/site-only';
import { withRequestMetrics } from './request-metrics';
import { requestState } from './request-state';
import { apiResponseHeaders, type HttpResult } from './responses';
import { parseInput } from './validation';

const logger = apiLogger;

export interface RouteInput<P, Q, B, R = unknown> {
  params: P;
  query: Q;
  body: B;
  event: APIGatewayProxyEventV2;
  /** The loaded session, or null on a public route without one. */
  session: LoadedSession | null;
  sessionToken: string | undefined;
  /** What `prefetch` read, when the session proved the cookie's user and the request acts as them. */
  prefetched: Promise<R> | undefined;
}

export interface RouteImplementation<P = unknown, Q = unknown, B = unknown, R = unknown> {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * Reads started together with the session check, for the user id the cookie names and the raw
   * body, so that they go out in the session's BatchGetItem. Nothing of them is used unless the
   * session proves that user.
   */
  prefetch?: (claim: { userId: string; body: unknown }) => Promise<R> | undefined;
  run: (input: RouteInput<P, Q, B, R>) => Promise<HttpResult>;
}

/** Declares one route's schemas and service call; the types of params, query and body follow the schemas. */
export const defineRoute = <P = undefined, Q = undefined, B = undefined, R = unknown>(
  implementation: RouteImplementation<P, Q, B, R>,
): RouteImplementation<P, Q, B, R> => implementation;

/** The signed-in session of a non-public route (the access middleware has already refused anonymous calls). */
export const requireSession = (session: LoadedSession | null): LoadedSession => {
  if (!session) throw unauthorized();
  return session;
};

// biome-ignore lint/suspicious/noExplicitAny: a group maps route keys to routes of differing input types
export type GroupRoutes = Record<string, RouteImplementation<any, any, any, any>>;

const dispatch =
  (group: ResourceGroup, implementations: GroupRoutes) => async (event: APIGatewayProxyEventV2) => {
    const state = requestState(event);
    const implementation = implementations[event.routeKey];
    if (!implementation)
      throw notImplemented(`${event.routeKey} is not implemented yet in the ${group} group`);
    return implementation.run({
      params: implementation.params
        ? parseInput(implementation.params, event.pathParameters ?? {})
        : undefined,
      query: implementation.query
        ? parseInput(implementation.query, event.queryStringParameters ?? {})
        : undefined,
      body: implementation.body ? parseInput(implementation.body, state.body ?? {}) : undefined,
      event,
      session: state.session,
      sessionToken: state.sessionToken,
      prefetched: state.prefetched,
    });
  };

const serverTiming = (calls: number, dynamoMs: number, totalMs: number) =>
  `db;desc="DynamoDB ${calls} calls";dur=${dynamoMs.toFixed(1)}, total;dur=${totalMs.toFixed(1)}`;

/**
 * One Lambda handler for a resource group: the middy stack (compression, errors, the site's origin
 * secret, CSRF, body, session and access), then the group's route table. Around it: per-request DynamoDB
 * counters, the Server-Timing header where enabled, and one JSON log line.
 */
export const groupHandler = (group: ResourceGroup, implementations: GroupRoutes) => {
  // A bad variable fails the cold start, naming it, not the first request that reads it.
  environment();
  const known = new Set(routesOfGroup(group).map(routeKey));
  for (const key of Object.keys(implementations)) {
    if (!known.has(key)) throw new Error(`${key} is not a ${group} route in the manifest`);
  }
  const stack = middy<APIGatewayProxyEventV2, HttpResult>()
    .use(compressedResponse())
    .use(errorResponse())
    .use(siteOnly())
    .use(csrfGuard())
    .use(jsonBody())
    .use(sessionAccess(implementations))
    .use(impersonatedWrites())
    .handler(dispatch(group, implementations));

  const handle = async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResult> => {
    const started = performance.now();
    const { metrics, result } = withRequestMetrics(() => stack(event, context));
    const response = await result;
    const durationMs = performance.now() - started;
    response.headers = {
      ...response.headers,
      ...apiResponseHeaders,
      // The pool's clock, so the SPA locks games at kickoff by the server's time (POOL_NOW included).
      date: now().toUTCString(),
      ...(config.serverTiming()
        ? { 'server-timing': serverTiming(metrics.dynamoCalls, metrics.dynamoMs, durationMs) }
        : {}),
    };
    const failure = requestState(event).unexpectedError;
    const line = {
      route: event.routeKey,
      status: response.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      dynamoCalls: metrics.dynamoCalls,
      dynamoMs: Math.round(metrics.dynamoMs * 10) / 10,
    };
    if (failure) logger.error('request failed', { ...line, error: failure as Error });
    else logger.info('request', line);
    return response;
  };
  // The season is pinned before the request's metrics start: its read, when one is due, is not the route's.
  return async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResult> => {
    let season: number;
    try {
      season = await requestSeason();
    } catch (error) {
      logger.error('request failed', { route: event.routeKey, error: error as Error });
      const unavailable = busyResponse();
      return { ...unavailable, headers: { ...unavailable.headers, ...apiResponseHeaders } };
    }
    return inSeason(season, () => handle(event, context));
  };
};
