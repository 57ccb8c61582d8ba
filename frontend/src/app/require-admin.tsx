import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth';
import { navigateToLogin, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/lib/navigation';
import { toaster } from '@/lib/toaster';

/** Guards /admin: non-admins get a toast and are sent to log in (spec section 6). */
export const RequireAdmin = () => {
  const { user } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;

  useEffect(() => {
    if (isAdmin) return;
    // Toasts flush synchronously, which React forbids inside an effect: show it in the next task.
    const toastTimer = window.setTimeout(() =>
      toaster.create({
        type: 'error',
        title: 'Unauthorized',
        description: 'Admin access required. Redirecting...',
      }),
    );
    const redirectTimer = window.setTimeout(navigateToLogin, UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(toastTimer);
      window.clearTimeout(redirectTimer);
    };
  }, [isAdmin]);

  return isAdmin ? <Outlet /> : null;
};
