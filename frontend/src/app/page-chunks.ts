/**
 * Each page's code by its path. The router loads a page when it is opened; the entry starts loading
 * the first page's along with the router, so a page opened directly waits for one round of
 * downloads instead of two (router, then page).
 */
export const pageChunks = {
  '/sign-out': () => import('@/features/sign-out/components/sign-out-page'),
  '/unsubscribe': () => import('@/features/reminders/components/unsubscribe-page'),
  '/join': () => import('@/features/join/components/join-page'),
  '/': () => import('@/features/dashboard/components/dashboard-page'),
  '/weekly-picks': () => import('@/features/weekly-picks/components/weekly-picks-page'),
  '/squares': () => import('@/features/squares/components/squares-page'),
  '/results': () => import('@/features/results/components/results-page'),
  // The markdown renderer loads with the page.
  '/rules': () => import('@/features/rules/components/rules-page'),
  '/admin': () => import('@/app/admin/admin-page'),
  '/week6/welcome': () => import('@/features/week6/components/week6-welcome-page'),
  '/week6/pools': () => import('@/features/week6/components/week6-pools-page'),
  '/week6/existing-user': () => import('@/features/week6/components/existing-user-page'),
};

type PagePath = keyof typeof pageChunks;

const isPagePath = (path: string): path is PagePath => Object.hasOwn(pageChunks, path);

/** Starts loading the code of the page at `pathname`, if one is there; a failure is the router's to show. */
export const preloadPageAt = (pathname: string): void => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isPagePath(path)) pageChunks[path]().catch(() => undefined);
};
