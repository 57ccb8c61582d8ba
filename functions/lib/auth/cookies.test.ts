import { afterEach, describe, expect, it } from 'vitest';
import { clearCookie, readCookie, sessionCookieName, setCookie } from './cookies';

const original = process.env.SITE_ORIGIN;
afterEach(() => {
  process.env.SITE_ORIGIN = original;
});

describe('session cookies', () => {
  it('are __Host- prefixed and Secure when the site is served over https', () => {
    process.env.SITE_ORIGIN = 'https://pool.example.com';
    expect(sessionCookieName()).toBe('__Host-pool_session');
    expect(setCookie(sessionCookieName(), 'abc', 60)).toBe(
      '__Host-pool_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
    );
  });

  it('are plain HttpOnly SameSite=Lax cookies on the laptop over http', () => {
    process.env.SITE_ORIGIN = 'http://127.0.0.1:3000';
    expect(sessionCookieName()).toBe('pool_session');
    expect(clearCookie('pool_session')).toBe('pool_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('reads a cookie from API Gateway cookies, in any position', () => {
    expect(readCookie(['a=1', 'pool_session=tok=en', 'b=2'], 'pool_session')).toBe('tok=en');
    expect(readCookie(['a=1; pool_session=x'], 'pool_session')).toBe('x');
    expect(readCookie(undefined, 'pool_session')).toBeUndefined();
  });
});
