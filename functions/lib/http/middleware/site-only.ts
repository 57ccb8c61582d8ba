import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../../config';
import { forbidden } from '../errors';
import type { HttpResult } from '../responses';

/** The header CloudFront adds to every request it sends the API (infra/site.ts). */
export const ORIGIN_SECRET_HEADER = 'x-pool-origin-secret';

const sameSecret = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * In AWS the API answers only what came through the site's CloudFront, which adds the origin
 * secret: a caller of the execute-api address directly could otherwise set its own
 * CloudFront-Viewer-Address and so its own sign-in limit. Without a configured secret (the local
 * stack, whose gateway stands in for CloudFront) every request passes.
 */
export const siteOnly = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: ({ event }) => {
    const expected = config.originSecret();
    if (!expected) return;
    if (!sameSecret(event.headers?.[ORIGIN_SECRET_HEADER] ?? '', expected)) {
      throw forbidden('Open the pool through its site address');
    }
  },
});
