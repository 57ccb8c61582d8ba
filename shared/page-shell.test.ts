import { describe, expect, it } from 'vitest';
import { hasSignedInHint, pageFileAt, pageShellAt } from './page-shell';

describe('pageShellAt', () => {
  it('starts a player page from the frame, signed-in hint or not', () => {
    expect(pageShellAt('/weekly-picks', undefined)).toBe('frame');
    expect(pageShellAt('/admin/users', 'other=1')).toBe('frame');
  });

  it('starts / from the frame with the signed-in hint, from the landing page without it', () => {
    expect(pageShellAt('/', 'a=b; pool_signed_in=1')).toBe('frame');
    expect(pageShellAt('/', 'a=b')).toBe('landing');
    expect(pageShellAt('/', 'pool_signed_in=0')).toBe('landing');
  });

  it('starts an unknown path from the spinner', () => {
    expect(pageShellAt('/nope', 'pool_signed_in=1')).toBe('spinner');
  });
});

describe('hasSignedInHint', () => {
  it('reads the hint among other cookies, not a cookie that merely ends with its name', () => {
    expect(hasSignedInHint('x=1;pool_signed_in=1')).toBe(true);
    expect(hasSignedInHint('not_pool_signed_in=1')).toBe(false);
    expect(hasSignedInHint(undefined)).toBe(false);
  });
});

describe('pageFileAt', () => {
  it("serves the main player pages their own frame, other player pages the frame's file", () => {
    expect(pageFileAt('/', 'pool_signed_in=1')).toBe('app-dashboard.html');
    expect(pageFileAt('/weekly-picks', undefined)).toBe('app-weekly-picks.html');
    expect(pageFileAt('/results/', 'pool_signed_in=1')).toBe('app-results.html');
    expect(pageFileAt('/week6/pools', undefined)).toBe('app.html');
    expect(pageFileAt('/results/constructor', undefined)).toBe('app.html');
  });

  it('serves the landing page and the spinner as their shells', () => {
    expect(pageFileAt('/', undefined)).toBe('landing.html');
    expect(pageFileAt('/nope', 'pool_signed_in=1')).toBe('index.html');
  });
});
