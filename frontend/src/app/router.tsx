import { type PageName, pageList } from '@shared/pages';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGate } from '@/app/auth-gate';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { pageChunks } from '@/app/page-chunks';
import { RequireAdmin } from '@/app/require-admin';
import { NotFoundPage } from '@/app/routes/not-found-page';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { FullPageSpinner } from '@/components/full-page-spinner';

/** A page whose code loads when it is first opened (each page is its own chunk). */
const lazyPage = (name: PageName) => async () => ({ Component: await pageChunks[name]() });

/** The pages `access` admits, as the AuthGate's children (paths relative to `/`). */
const signedInRoutes = (access: 'player' | 'admin'): RouteObject[] =>
  pageList
    .filter((page) => page.access === access)
    .map(({ name, path }) =>
      path === '/' ? { index: true, lazy: lazyPage(name) } : { path: path.slice(1), lazy: lazyPage(name) },
    );

/** Every page of shared/pages.ts; the AuthGate decides first whether a signed-in page is reachable. */
export const routes: RouteObject[] = [
  ...pageList
    .filter((page) => page.access === 'anyone')
    .map(({ name, path }) => ({
      path,
      lazy: lazyPage(name),
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageSpinner,
    })),
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoadingFrame,
    children: [
      ...signedInRoutes('player'),
      { element: <RequireAdmin />, children: signedInRoutes('admin') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
