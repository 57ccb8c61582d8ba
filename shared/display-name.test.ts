import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

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
});
