import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../../functions/lib/config';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/middleware/site-only';
import { apiResponseHeaders } from '../../functions/lib/http/responses';
import { type ResourceGroup, type RouteDefinition, routeKey, routes } from '../../functions/routes';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Where a resource group's Lambda handler comes from: the TypeScript sources, or a synthesized bundle. */
export type GroupHandlers = (group: ResourceGroup) => Promise<LambdaHandler>;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

const compile = (route: RouteDefinition): CompiledRoute => {
  const names: string[] = [];
  const segments = route.path.split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    names.push(param[1]);
    return '([^/]+)';
  });
  return {
    route,
    pattern: new RegExp(`^${segments.join('/')}$`),
    names,
    literalSegments: route.path.split('/').length - names.length,
  };
};

// Like API Gateway, a literal segment wins over a parameter (PUT /api/settings/rules before {key}).
const compiled = routes.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);

/** The route and its decoded parameters; throws URIError on a malformed percent-encoding. */
export const matchRoute = (method: string, path: string) => {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { route: candidate.route, pathParameters };
  }
  return undefined;
};

const handlers = new Map<string, Promise<LambdaHandler>>();

/** The very handler module the CDK stack bundles for the group: functions/<group>/handler.ts. */
export const sourceHandlers: GroupHandlers = (group) => {
  let handler = handlers.get(group);
  if (!handler) {
    handler = import(`../../functions/${group}/handler.ts`).then((module) => module.handler as LambdaHandler);
    handlers.set(group, handler);
  }
  return handler;
};

const readBody = async (req: IncomingMessage, limit: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Keep reading to drain the socket, but stop storing past the limit (the handler answers 413).
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const MAX_REQUEST_BYTES = 1024 * 1024;

const lambdaContext = (group: string): Context =>
  ({
    functionName: `pool-${group}`,
    awsRequestId: randomUUID(),
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 10_000,
  }) as Context;

/** Turns one HTTP request into an API Gateway HTTP API (payload v2) event for the group's Lambda handler. */
export const invokeApiRoute = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  groupHandler: GroupHandlers,
): Promise<void> => {
  const method = req.method ?? 'GET';
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(method, url.pathname);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    res
      .writeHead(400, { 'content-type': 'application/json', ...apiResponseHeaders })
      .end(JSON.stringify({ message: 'The path has a malformed percent-encoding' }));
    return;
  }
  if (!match) {
    res
      .writeHead(404, { 'content-type': 'application/json', ...apiResponseHeaders })
      .end(JSON.stringify({ message: 'Not Found' }));
    return;
  }
  const body = await readBody(req, MAX_REQUEST_BYTES);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'cookie' && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront does in AWS: the viewer's address from the connection, never the client's own header,
  // and the origin secret when one is configured.
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  headers['cloudfront-viewer-address'] = `${sourceIp}:${req.socket.remotePort ?? 0}`;
  const originSecret = config.originSecret();
  if (originSecret) headers[ORIGIN_SECRET_HEADER] = originSecret;
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] =
      name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const key = routeKey(match.route);
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: url.search ? queryStringParameters : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
  const handler = await groupHandler(match.route.group);
  const result = await handler(event, lambdaContext(match.route.group));
  const responseHeaders: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) responseHeaders[name] = String(value);
  if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
  const sent = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  res.writeHead(result.statusCode ?? 200, responseHeaders).end(sent);
};
