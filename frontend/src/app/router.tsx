import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGate } from '@/app/auth-gate';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { pageChunks } from '@/app/page-chunks';
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
    lazy: page(pageChunks['/sign-out'], 'SignOutPage'),
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  // Signed in or out: a reminder mail's unsubscribe link.
  {
    path: '/unsubscribe',
    lazy: page(pageChunks['/unsubscribe'], 'UnsubscribePage'),
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  // Signed in or out: the pool's invite link (/join#<code>).
  {
    path: '/join',
    lazy: page(pageChunks['/join'], 'JoinPage'),
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
  },
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoadingFrame,
    children: [
      {
        index: true,
        lazy: page(pageChunks['/'], 'DashboardPage'),
      },
      {
        path: 'weekly-picks',
        lazy: page(pageChunks['/weekly-picks'], 'WeeklyPicksPage'),
      },
      {
        path: 'squares',
        lazy: page(pageChunks['/squares'], 'SquaresPage'),
      },
      {
        path: 'results',
        lazy: page(pageChunks['/results'], 'ResultsPage'),
      },
      {
        path: 'rules',
        lazy: page(pageChunks['/rules'], 'RulesPage'),
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            lazy: page(pageChunks['/admin'], 'AdminPage'),
          },
        ],
      },
      {
        path: 'week6/welcome',
        lazy: page(pageChunks['/week6/welcome'], 'Week6WelcomePage'),
      },
      {
        path: 'week6/pools',
        lazy: page(pageChunks['/week6/pools'], 'Week6PoolsPage'),
      },
      {
        path: 'week6/existing-user',
        lazy: page(pageChunks['/week6/existing-user'], 'ExistingUserPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
