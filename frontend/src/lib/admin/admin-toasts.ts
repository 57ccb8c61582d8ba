import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

/**
 * A failed admin action: a lost session sends the admin to log in after 500 ms; anything else is an
 * error toast titled with `failure` ("Failed to sync teams") and the server's reason when it gave one.
 */
export const reportAdminError = (error: unknown, failure: string): void => {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  const reason = serverMessage(error, '');
  toaster.create({
    type: 'error',
    title: failure,
    description: reason && reason !== failure ? reason : undefined,
  });
};

export const reportAdminSuccess = (title: string, description?: string): void => {
  toaster.create({ type: 'success', title, description });
};

/** "1 game", "3 games". */
export const countOf = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
