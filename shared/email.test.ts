import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, normalizeEmail, signInEmail } from './email';

describe('normalizeEmail', () => {
  it.each([
    ['  Admin@Example.com ', 'admin@example.com'],
    ['admin@example.com\u200b', 'admin@example.com'],
    ['ad\u200cmin\u200d@\u200eexample\u200f.com', 'admin@example.com'],
    ['\ufeffadmin\u2060@example.com', 'admin@example.com'],
    ['ad\u00admin@example.com', 'admin@example.com'],
    ['\uff41dmin@\uff45xample.com', 'admin@example.com'],
  ])('folds %j to %j', (raw, normalized) => {
    expect(normalizeEmail(raw)).toBe(normalized);
  });
});

describe('signInEmail', () => {
  it('answers the normalized email of a plausible address', () => {
    expect(signInEmail(' Nina.Park+pool@Example.com\u200b')).toBe('nina.park+pool@example.com');
  });

  it(`accepts an address of exactly ${EMAIL_MAX} characters`, () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX - 64 - 5)}.com`;
    expect(email).toHaveLength(EMAIL_MAX);
    expect(signInEmail(email)).toBe(email);
  });

  it.each([
    ['empty', ''],
    ['only invisible characters', '\u200b\u200b'],
    ['no @', 'admin.example.com'],
    ['two @', 'admin@home@example.com'],
    ['no domain dot', 'admin@localhost'],
    ['a space inside', 'ad min@example.com'],
    ['a control character', 'admin\u0007@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    [`over ${EMAIL_MAX} characters`, `${'a'.repeat(60)}@${'b'.repeat(EMAIL_MAX - 60 - 4)}.com`],
    ['3,000 characters', `${'a'.repeat(2988)}@example.com`],
  ])('refuses %s', (_, raw) => {
    expect(signInEmail(raw)).toBeNull();
  });
});
