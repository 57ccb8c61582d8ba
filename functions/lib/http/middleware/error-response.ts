import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
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

/** Maps every failure to `{ message }` with a status; unknown errors become a bare 500, never a stack. */
export const errorResponse = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      const body =
        error.details === undefined
          ? { message: error.message }
          : { message: error.message, errors: error.details };
      request.response = json(body, error.statusCode);
      return;
    }
    if (error instanceof Error && error.name === 'ProviderError') {
      requestState(request.event).unexpectedError = error;
      request.response = json({ message: error.message }, 503);
      return;
    }
    if (isOverloaded(error)) {
      requestState(request.event).unexpectedError = error;
      request.response = json({ message: 'The pool is busy right now, please try again' }, 503);
      return;
    }
    requestState(request.event).unexpectedError = error;
    request.response = json({ message: 'Internal server error' }, 500);
  },
});
