import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isConditionFailure } from '../../data/client';
import { DomainError, type DomainErrorKind } from '../../domain-errors';
import { HttpError } from '../errors';
import { requestState } from '../request-state';
import { type HttpResult, json } from '../responses';

/** DynamoDB throttling, or the handler running out of Lambda time (middy's TimeoutError). */
const isOverloaded = (error: unknown) =>
  error instanceof Error &&
  [
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
    'TimeoutError',
  ].includes(error.name);

/** 503 with a second's Retry-After: the table is out of reach for now, and a retry may well pass. */
export const busyResponse = (): HttpResult => {
  const busy = json({ message: 'The pool is busy right now, please try again' }, 503);
  return { ...busy, headers: { ...busy.headers, 'retry-after': '1' } };
};

/** The status of each kind of refusal a service throws. */
const domainStatus: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  locked: 403,
  'not-found': 404,
  conflict: 409,
};

/** Maps every failure to `{ message }` with a status; unknown errors become a bare 500, never a stack. */
export const errorResponse = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof DomainError) {
      request.response = json({ message: error.message }, domainStatus[error.kind]);
      return;
    }
    if (error instanceof HttpError) {
      const body =
        error.details === undefined
          ? { message: error.message }
          : { message: error.message, errors: error.details };
      const response = json(body, error.statusCode);
      request.response = error.headers
        ? { ...response, headers: { ...response.headers, ...error.headers } }
        : response;
      return;
    }
    if (error instanceof Error && error.name === 'ProviderError') {
      requestState(request.event).unexpectedError = error;
      request.response = json({ message: error.message }, 503);
      return;
    }
    if (isOverloaded(error)) {
      requestState(request.event).unexpectedError = error;
      request.response = busyResponse();
      return;
    }
    if (isConditionFailure(error)) {
      requestState(request.event).unexpectedError = error;
      request.response = json({ message: 'This changed meanwhile, please reload and try again' }, 409);
      return;
    }
    requestState(request.event).unexpectedError = error;
    request.response = json({ message: 'Internal server error' }, 500);
  },
});
