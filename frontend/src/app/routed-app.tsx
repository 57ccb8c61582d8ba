import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { toaster } from '@/lib/toaster';

const Toaster = lazy(() => import('@/components/toaster').then(({ Toaster }) => ({ default: Toaster })));

/** Long enough for a phone to draw the page first; well before a player has acted on it. */
const TOASTER_AFTER_MS = 3000;

/**
 * Whether the toasts' region belongs on the page yet: its code and its render wait a few seconds,
 * so a phone spends the page's load on the page, and come at once with an earlier toast (which the
 * region shows as it mounts). Toasts answer what a player does, so the region is there before them.
 */
const useToasterWanted = () => {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), TOASTER_AFTER_MS);
    const unsubscribe = toaster.subscribe(() => setWanted(true));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [wanted]);
  return wanted;
};

const router = createAppRouter();

/**
 * Resolves once the router has the code of the page it started at (each page's `lazy`): mounted
 * before, it would draw its loading frame, a whole tree of its own, only to draw the page over it
 * once the code came, two renders where the page's own is what a phone waits for.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

/** Everything but the signed-out landing page: the router, its pages and the toasts. */
export const RoutedApp = () => {
  const toasterWanted = useToasterWanted();
  return (
    <>
      <RouterProvider router={router} />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
};
