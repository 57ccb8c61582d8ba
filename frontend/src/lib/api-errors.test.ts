import { describe, expect, it } from 'vitest';
import { errorStatus, isUnauthorizedError, serverMessage } from '@/lib/api-errors';

describe('isUnauthorizedError', () => {
  it('recognises the 401 of our API', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('ignores other statuses and other errors', () => {
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Session expired"}'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('errorStatus', () => {
  it('reads the status in front of the message', () => {
    expect(errorStatus(new Error('409: {"message":"Username is already taken"}'))).toBe(409);
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it("returns the JSON body's message", () => {
    expect(serverMessage(new Error('409: {"message":"Username is already taken"}'), 'fallback')).toBe(
      'Username is already taken',
    );
  });

  it('returns a plain-text body as it is', () => {
    expect(serverMessage(new Error('500: Internal Server Error'), 'fallback')).toBe('Internal Server Error');
  });

  it('falls back for network errors, HTML pages and bodies without a message', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('502: <html>Bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('400: {"error":"x"}'), 'fallback')).toBe('fallback');
  });
});
