import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGate } from '@/app/auth-gate';
import { RequireAdmin } from '@/app/require-admin';
import { NotFoundPage } from '@/app/routes/not-found-page';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { UnsubscribePage } from '@/features/reminders/components/unsubscribe-page';
import { ResultsPage } from '@/features/results/components/results-page';
import { SignOutPage } from '@/features/sign-out/components/sign-out-page';
import { SquaresPage } from '@/features/squares/components/squares-page';
import { ExistingUserPage } from '@/features/week6/components/existing-user-page';
import { Week6PoolsPage } from '@/features/week6/components/week6-pools-page';
import { Week6WelcomePage } from '@/features/week6/components/week6-welcome-page';
import { WeeklyPicksPage } from '@/features/weekly-picks/components/weekly-picks-page';

/** The signed-in pages; AuthGate decides first whether they are reachable at all. */
export const routes: RouteObject[] = [
  // Signed in or out, and before any username step: the answer to a sign-out from another site.
  {
    path: '/sign-out',
    element: <SignOutPage />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  // Signed in or out: a reminder mail's unsubscribe link.
  {
    path: '/unsubscribe',
    element: <UnsubscribePage />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'weekly-picks', element: <WeeklyPicksPage /> },
      { path: 'squares', element: <SquaresPage /> },
      { path: 'results', element: <ResultsPage /> },
      {
        path: 'rules',
        // The markdown renderer loads with the page.
        lazy: async () => {
          const { RulesPage } = await import('@/features/rules/components/rules-page');
          return { Component: RulesPage };
        },
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            lazy: async () => {
              const { AdminPage } = await import('@/features/admin/components/admin-page');
              return { Component: AdminPage };
            },
          },
        ],
      },
      { path: 'week6/welcome', element: <Week6WelcomePage /> },
      { path: 'week6/pools', element: <Week6PoolsPage /> },
      { path: 'week6/existing-user', element: <ExistingUserPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
