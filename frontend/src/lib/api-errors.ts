/**
 * A non-OK answer from our API. `message` is the server's `{ message }`, else a plain-text body, else
 * the status text; `body` is the answer as parsed (JSON, text, or null when empty).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** True when `message` is the server's own words, not the status text. */
    readonly fromServer: boolean,
  ) {
    super(message);
  }
}

const messageOfBody = (body: unknown): string | null => {
  if (typeof body === 'string') return body.trim() && !body.trimStart().startsWith('<') ? body.trim() : null;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || null;
  }
  return null;
};

/** The ApiError of a non-OK answer whose body text was `bodyText`. */
export const apiErrorFor = (status: number, bodyText: string, statusText: string): ApiError => {
  let body: unknown = bodyText || null;
  try {
    if (bodyText) body = JSON.parse(bodyText);
  } catch {
    // A plain-text or HTML body stays text.
  }
  const message = messageOfBody(body);
  return new ApiError(status, message ?? (statusText || `HTTP ${status}`), body, message !== null);
};

/** True for the error of a 401 answer from our API (spec section 8). */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** The server's own message in an API error (its `{ message }` or plain-text body), else the fallback. */
export const serverMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.fromServer) || error instanceof OfflineError ? error.message : fallback;

/**
 * A save asked for while the device is offline: refused before anything is sent, and never queued
 * to go later, when a kickoff may have locked the pick meanwhile.
 */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor() {
    super('You are offline: nothing is saved. Save again once you are back online.');
  }
}

export const isOfflineError = (error: unknown): error is OfflineError => error instanceof OfflineError;
