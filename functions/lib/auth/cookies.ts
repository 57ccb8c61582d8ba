import { SIGNED_IN_HINT_COOKIE } from '../../../shared/pages';
import { isSecureSite } from '../config';

/** Over https the cookie is `__Host-` prefixed and Secure; on the laptop's http it cannot be. */
const cookieName = (base: string) => (isSecureSite() ? `__Host-${base}` : base);
export const sessionCookieName = () => cookieName('pool_session');
export const loginCookieName = () => cookieName('pool_login');

export const readCookie = (cookies: string[] | undefined, name: string): string | undefined => {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
    }
  }
  return undefined;
};

export const setCookie = (name: string, value: string, maxAgeSeconds: number): string =>
  [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(isSecureSite() ? ['Secure'] : []),
  ].join('; ');

export const clearCookie = (name: string): string => setCookie(name, '', 0);

/**
 * The signed-in hint (shared/pages.ts), set and cleared with the session so that the page a
 * sign-in lands on is already the app's frame and the page after a sign-out the landing page. Not a
 * credential: the page reads it and keeps it in step with each session check, so not HttpOnly.
 */
export const signedInHintCookie = (maxAgeSeconds: number): string =>
  [
    `${SIGNED_IN_HINT_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(isSecureSite() ? ['Secure'] : []),
  ].join('; ');
