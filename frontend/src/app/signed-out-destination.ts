import { signInPrefixes } from '@shared/pages';

export type SignedOutDestination = 'landing' | 'login' | 'not-found';

/**
 * What a signed-out visitor gets at `pathname`. /week6/existing-user is a signed-out route in the
 * spec, but it matches the /week6 prefix, so it too goes to login once loading has finished.
 */
export const signedOutDestination = (pathname: string): SignedOutDestination => {
  if (pathname === '/') return 'landing';
  if (signInPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'login';
  return 'not-found';
};
