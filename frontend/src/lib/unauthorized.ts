import { navigateToLogin, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/lib/navigation';
import { toaster } from '@/lib/toaster';

let redirecting = false;

/**
 * Tell the user the session is gone and send them to log in again, at most once per page.
 * Pages wait 500 ms so the toast can be read; the registration path passes 0 (spec section 8).
 */
export const handleUnauthorized = (redirectDelayMs = UNAUTHORIZED_REDIRECT_DELAY_MS): void => {
  if (redirecting) return;
  redirecting = true;
  toaster.create({
    type: 'error',
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  });
  window.setTimeout(navigateToLogin, redirectDelayMs);
};
