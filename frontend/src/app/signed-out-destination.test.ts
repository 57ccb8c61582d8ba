import { describe, expect, it } from 'vitest';
import { signedOutDestination } from '@/app/signed-out-destination';

describe('signedOutDestination', () => {
  it('shows the landing page at /', () => {
    expect(signedOutDestination('/')).toBe('landing');
  });

  it('sends every signed-in area to login, /week6/existing-user included', () => {
    for (const path of ['/weekly-picks', '/squares', '/results', '/rules', '/admin', '/week6/pools']) {
      expect(signedOutDestination(path)).toBe('login');
    }
    expect(signedOutDestination('/week6/existing-user')).toBe('login');
  });

  it('shows 404 elsewhere', () => {
    expect(signedOutDestination('/nowhere')).toBe('not-found');
  });
});
