import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findRouteByKey } from '../../../routes';
import { badRequest, payloadTooLarge } from '../errors';
import { requestState } from '../request-state';
import type { HttpResult } from '../responses';

/** The largest body: what the SPA sends (a week's picks, the rules text) is a few KB; API Gateway's own cap is 10 MB. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The deepest nesting of arrays and objects: the app's deepest body ({ picks: [{ ... }] }) has 3
 * levels. JSON.parse copes with any depth, but what walks a parsed value recursively (JSON.stringify
 * in a log line, a validator) overflows the stack at some thousands, so a deeper body stops here.
 */
export const MAX_BODY_DEPTH = 16;

/** True when arrays and objects nest deeper than `limit` outside strings: one pass, before parsing. */
const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
};

/**
 * Parses a JSON body (a form's fields on a form route) into the request state; over the size limit is
 * 413, too deep or broken JSON is 400.
 */
export const jsonBody = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: (request) => {
    const { body, isBase64Encoded } = request.event;
    if (!body) return;
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw payloadTooLarge();
    if (findRouteByKey(request.event.routeKey)?.form) {
      requestState(request.event).body = Object.fromEntries(new URLSearchParams(text));
      return;
    }
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      throw badRequest(`Request body nests deeper than ${MAX_BODY_DEPTH} levels`);
    }
    try {
      requestState(request.event).body = JSON.parse(text);
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
  },
});
