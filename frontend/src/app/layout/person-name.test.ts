import { describe, expect, it } from 'vitest';
import { avatarInitial } from '@/app/layout/person-name';

describe('avatarInitial', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarInitial({ firstName: 'jamie' })).toBe('J');
  });

  it('falls back to U without a first name', () => {
    expect(avatarInitial({ firstName: null })).toBe('U');
    expect(avatarInitial({ firstName: '  ' })).toBe('U');
  });
});
