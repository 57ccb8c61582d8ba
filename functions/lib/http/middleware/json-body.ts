import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, payloadTooLarge } from '../errors';
import { requestState } from '../request-state';
import type { HttpResult } from '../responses';

export const MAX_BODY_BYTES = 64 * 1024;

/** Parses a JSON body into the request state; over the limit is 413, broken JSON is 400. */
export const jsonBody = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: (request) => {
    const { body, isBase64Encoded } = request.event;
    if (!body) return;
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw payloadTooLarge();
    try {
      requestState(request.event).body = JSON.parse(text);
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
  },
});
