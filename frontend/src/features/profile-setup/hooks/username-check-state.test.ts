import { describe, expect, it } from 'vitest';
import { usernameCheckState } from '@/features/profile-setup/hooks/username-check-state';
import { apiErrorFor } from '@/lib/api-errors';

describe('usernameCheckState', () => {
  it('is idle while the user is still typing or the field is empty', () => {
    expect(usernameCheckState({ settled: false, data: { available: true }, error: undefined })).toEqual({
      status: 'idle',
    });
  });

  it('is checking until the server answers', () => {
    expect(usernameCheckState({ settled: true, data: undefined, error: undefined }).status).toBe('checking');
  });

  it('reports available and taken from the answer', () => {
    expect(usernameCheckState({ settled: true, data: { available: true }, error: undefined }).status).toBe(
      'available',
    );
    expect(usernameCheckState({ settled: true, data: { available: false }, error: undefined }).status).toBe(
      'taken',
    );
  });

  it("shows the server's rule message for a 400", () => {
    const error = apiErrorFor(400, '{"message":"Username must be at least 3 characters"}', 'Bad Request');
    expect(usernameCheckState({ settled: true, data: undefined, error })).toEqual({
      status: 'invalid',
      message: 'Username must be at least 3 characters',
    });
  });

  it('is a neutral error for anything else', () => {
    const error = apiErrorFor(500, '', 'Internal Server Error');
    expect(usernameCheckState({ settled: true, data: undefined, error }).status).toBe('error');
  });
});
