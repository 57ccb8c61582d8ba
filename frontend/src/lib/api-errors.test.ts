import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFor, isUnauthorizedError, serverMessage } from '@/lib/api-errors';

describe('apiErrorFor', () => {
  it("keeps the status, takes the message from the JSON body's message and keeps the parsed body", () => {
    const error = apiErrorFor(409, '{"message":"Username is already taken","field":"username"}', 'Conflict');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Username is already taken');
    expect(error.body).toEqual({ message: 'Username is already taken', field: 'username' });
    expect(error.fromServer).toBe(true);
  });

  it('takes a plain-text body as the message', () => {
    const error = apiErrorFor(500, 'Database unavailable', 'Internal Server Error');
    expect(error.message).toBe('Database unavailable');
    expect(error.body).toBe('Database unavailable');
  });

  it('falls back to the status text for empty bodies, HTML pages and bodies without a message', () => {
    for (const body of ['', '<html>Bad gateway</html>', '{"error":"x"}']) {
      const error = apiErrorFor(502, body, 'Bad Gateway');
      expect(error.message).toBe('Bad Gateway');
      expect(error.fromServer).toBe(false);
    }
    expect(apiErrorFor(503, '', '').message).toBe('HTTP 503');
  });
});

describe('isUnauthorizedError', () => {
  it('recognises the 401 of our API', () => {
    expect(isUnauthorizedError(apiErrorFor(401, '{"message":"Unauthorized"}', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(apiErrorFor(401, '', 'Unauthorized'))).toBe(true);
  });

  it('ignores other statuses and errors that only read like a 401', () => {
    expect(isUnauthorizedError(apiErrorFor(403, '{"message":"Unauthorized"}', 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('serverMessage', () => {
  it("returns the server's own words", () => {
    expect(serverMessage(apiErrorFor(409, '{"message":"Username is already taken"}', ''), 'fallback')).toBe(
      'Username is already taken',
    );
    expect(serverMessage(apiErrorFor(500, 'Internal Server Error', ''), 'fallback')).toBe(
      'Internal Server Error',
    );
  });

  it('falls back for network errors, HTML pages, bodies without a message and status texts', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessage(apiErrorFor(502, '<html>Bad gateway</html>', 'Bad Gateway'), 'fallback')).toBe(
      'fallback',
    );
    expect(serverMessage(apiErrorFor(400, '{"error":"x"}', 'Bad Request'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('409: {"message":"x"}'), 'fallback')).toBe('fallback');
  });
});
