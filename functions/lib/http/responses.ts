import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers?: Record<string, string> };

export const json = (body: unknown, statusCode = 200, cookies?: string[]): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
  ...(cookies ? { cookies } : {}),
});

export const redirect = (location: string, cookies?: string[]): HttpResult => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  ...(cookies ? { cookies } : {}),
});
