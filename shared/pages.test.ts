import { describe, expect, it } from 'vitest';
import {
  firstReadsAt,
  hasSignedInHint,
  pageAt,
  pageFileAt,
  pageFileTable,
  pageList,
  signInPrefixes,
} from './pages';

describe('pageFileAt', () => {
  it("serves the main player pages their own frame, other player pages the frame's file, hint or not", () => {
    expect(pageFileAt('/', 'pool_signed_in=1')).toBe('app-dashboard.html');
    expect(pageFileAt('/weekly-picks', undefined)).toBe('app-weekly-picks.html');
    expect(pageFileAt('/results/', 'pool_signed_in=1')).toBe('app-results.html');
    expect(pageFileAt('/week6/pools', undefined)).toBe('app.html');
    expect(pageFileAt('/admin', 'other=1')).toBe('app.html');
  });

  it('serves a path under a signed-in section the frame, even one no page is at', () => {
    expect(pageFileAt('/results/constructor', undefined)).toBe('app.html');
    expect(pageFileAt('/admin/users', 'pool_signed_in=1')).toBe('app.html');
    expect(pageFileAt('/week6', undefined)).toBe('app.html');
  });

  it('serves / the landing page without the signed-in hint, the dashboard’s frame with it', () => {
    expect(pageFileAt('/', 'a=b')).toBe('landing.html');
    expect(pageFileAt('/', 'pool_signed_in=0')).toBe('landing.html');
    expect(pageFileAt('/', 'a=b; pool_signed_in=1')).toBe('app-dashboard.html');
  });

  it('serves the spinner at a page open signed in or out, and at an unknown path', () => {
    expect(pageFileAt('/join', 'pool_signed_in=1')).toBe('index.html');
    expect(pageFileAt('/sign-out/', undefined)).toBe('index.html');
    expect(pageFileAt('/nope', 'pool_signed_in=1')).toBe('index.html');
    expect(pageFileAt('//', 'pool_signed_in=1')).toBe('index.html');
  });
});

describe('the pages', () => {
  it('each have a path of their own', () => {
    const paths = pageList.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(pageAt(path === '/' ? path : `${path}/`)?.path).toBe(path);
  });

  it('make the signed-in sections from the pages a signed-out visitor may not see', () => {
    expect(signInPrefixes).toEqual(['/weekly-picks', '/squares', '/results', '/rules', '/admin', '/week6']);
  });

  it('give the file table one row per page: the own frame, the frame or the spinner by who may open it', () => {
    expect(Object.keys(pageFileTable.paths)).toEqual(pageList.map((page) => page.path));
    expect(pageFileTable.paths['/']).toEqual(['app-dashboard.html', 'landing.html']);
    expect(pageFileTable.paths['/squares']).toEqual(['app.html', 'app.html']);
    expect(pageFileTable.paths['/unsubscribe']).toEqual(['index.html', 'index.html']);
  });
});

describe('hasSignedInHint', () => {
  it('reads the hint among other cookies, not a cookie that merely ends with its name', () => {
    expect(hasSignedInHint('x=1;pool_signed_in=1')).toBe(true);
    expect(hasSignedInHint('not_pool_signed_in=1')).toBe(false);
    expect(hasSignedInHint(undefined)).toBe(false);
  });
});

describe('firstReadsAt', () => {
  it("gives the shell's reads, and on the frame those of the page's own frame", () => {
    expect(firstReadsAt('landing', '/')).toEqual(['currentUser', 'homeContent', 'week6Registration']);
    expect(firstReadsAt('frame', '/')).toEqual([
      'currentUser',
      'currentWeek',
      'homeContent',
      'week6Registration',
      'week6Entries',
    ]);
    expect(firstReadsAt('frame', '/squares')).toEqual(['currentUser', 'currentWeek']);
    expect(firstReadsAt('spinner', '/join')).toEqual([]);
  });
});
