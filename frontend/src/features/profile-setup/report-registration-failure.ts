import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

/** A failed username or Week 6 registration: the server's message, or the fallback. */
export const reportRegistrationFailure = (error: unknown, fallback: string): void => {
  // The registration path sends the user to log in straight away (spec section 8).
  if (isUnauthorizedError(error)) {
    handleUnauthorized(0);
    return;
  }
  toaster.create({
    type: 'error',
    title: 'Registration Failed',
    description: serverMessage(error, fallback),
  });
};
