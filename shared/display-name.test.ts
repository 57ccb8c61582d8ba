import { describe, expect, it } from 'vitest';
import { displayName, displayNameSeenBy } from './display-name';

const base = { id: '1234567890abcdef', username: null, email: null, firstName: null, lastName: null };

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName({ ...base, username: 'joe', email: 'j@x.com', firstName: 'Joe' })).toBe('joe');
  });
  it('falls back to the email', () => {
    expect(displayName({ ...base, email: 'j@x.com', firstName: 'Joe', lastName: 'Smith' })).toBe('j@x.com');
  });
  it('then first plus last name', () => {
    expect(displayName({ ...base, firstName: 'Joe', lastName: 'Smith' })).toBe('Joe Smith');
  });
  it('then the first name', () => {
    expect(displayName({ ...base, firstName: 'Joe' })).toBe('Joe');
  });
  it('then "User " and the first 8 characters of the id', () => {
    expect(displayName(base)).toBe('User 12345678');
  });
  it('skips the email when it may not be shown', () => {
    const withEmail = { ...base, email: 'j@x.com' };
    expect(displayName({ ...withEmail, firstName: 'Joe', lastName: 'Smith' }, { showEmail: false })).toBe(
      'Joe Smith',
    );
    expect(displayName({ ...withEmail, firstName: 'Joe' }, { showEmail: false })).toBe('Joe');
    expect(displayName(withEmail, { showEmail: false })).toBe('User 12345678');
  });
});

describe('displayNameSeenBy', () => {
  const player = { ...base, email: 'j@x.com' };
  it('shows the player themself their email', () => {
    expect(displayNameSeenBy(player, { id: player.id, isAdmin: false })).toBe('j@x.com');
  });
  it('shows admins the email', () => {
    expect(displayNameSeenBy(player, { id: 'admin', isAdmin: true })).toBe('j@x.com');
  });
  it('never shows other players the email', () => {
    expect(displayNameSeenBy(player, { id: 'other', isAdmin: false })).toBe('User 12345678');
  });
  it('shows everyone the username', () => {
    expect(displayNameSeenBy({ ...player, username: 'joe' }, { id: 'other', isAdmin: false })).toBe('joe');
  });
});
