import { describe, expect, it } from 'vitest';
import { isActiveLink, visibleNavLinks } from '@/app/layout/nav-links';

describe('isActiveLink', () => {
  it('marks Home active only on / itself', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/results')).toBe(false);
  });

  it('marks a link active on its path and anything below it', () => {
    expect(isActiveLink('/results', '/results')).toBe(true);
    expect(isActiveLink('/admin', '/admin/users')).toBe(true);
    expect(isActiveLink('/weekly-picks', '/squares')).toBe(false);
  });
});

describe('visibleNavLinks', () => {
  it('shows Admin only to admins', () => {
    expect(visibleNavLinks(false).map((link) => link.label)).toEqual([
      'Home',
      'Picks',
      'Squares',
      'Results',
      'Rules',
    ]);
    expect(visibleNavLinks(true).map((link) => link.label)).toContain('Admin');
  });
});
