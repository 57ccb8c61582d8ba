import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGate } from '@/app/auth-gate';
import { RequireAdmin } from '@/app/require-admin';
import { NotFoundPage } from '@/app/routes/not-found-page';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { FullPageSpinner } from '@/components/full-page-spinner';

/** A page whose code loads when it is first opened (each page is its own chunk). */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

/** The signed-in pages; AuthGate decides first whether they are reachable at all. */
export const routes: RouteObject[] = [
  // Signed in or out, and before any username step: the answer to a sign-out from another site.
  {
    path: '/sign-out',
    lazy: page(() => import('@/features/sign-out/components/sign-out-page'), 'SignOutPage'),
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  // Signed in or out: a reminder mail's unsubscribe link.
  {
    path: '/unsubscribe',
    lazy: page(() => import('@/features/reminders/components/unsubscribe-page'), 'UnsubscribePage'),
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        index: true,
        lazy: page(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage'),
      },
      {
        path: 'weekly-picks',
        lazy: page(() => import('@/features/weekly-picks/components/weekly-picks-page'), 'WeeklyPicksPage'),
      },
      {
        path: 'squares',
        lazy: page(() => import('@/features/squares/components/squares-page'), 'SquaresPage'),
      },
      {
        path: 'results',
        lazy: page(() => import('@/features/results/components/results-page'), 'ResultsPage'),
      },
      {
        path: 'rules',
        // The markdown renderer loads with the page.
        lazy: page(() => import('@/features/rules/components/rules-page'), 'RulesPage'),
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            lazy: page(() => import('@/features/admin/components/admin-page'), 'AdminPage'),
          },
        ],
      },
      {
        path: 'week6/welcome',
        lazy: page(() => import('@/features/week6/components/week6-welcome-page'), 'Week6WelcomePage'),
      },
      {
        path: 'week6/pools',
        lazy: page(() => import('@/features/week6/components/week6-pools-page'), 'Week6PoolsPage'),
      },
      {
        path: 'week6/existing-user',
        lazy: page(() => import('@/features/week6/components/existing-user-page'), 'ExistingUserPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
