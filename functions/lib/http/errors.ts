/**
 * Refusals of the HTTP layer itself (body, session, origin, rate limits), with their status; the error
 * middleware turns them into `{ message }`. Services throw domain errors (lib/domain-errors.ts) instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries besides `{ message }` (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const payloadTooLarge = (message = 'Request body is too large') => new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (message = 'Service unavailable, please try again') =>
  new HttpError(503, message);
export const notImplemented = (message = 'Not implemented yet') => new HttpError(501, message);
