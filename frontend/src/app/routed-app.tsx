import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';

// Nothing to show until the first toast: its code loads after the page, not before.
const Toaster = lazy(() => import('@/components/toaster').then(({ Toaster }) => ({ default: Toaster })));

const router = createAppRouter();

/** Everything but the signed-out landing page: the router, its pages and the toasts. */
export const RoutedApp = () => (
  <>
    <RouterProvider router={router} />
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  </>
);
