import { type PageName, pageAt } from '@shared/pages';
import type { ComponentType } from 'react';

/**
 * Each page's code (its module in shared/pages.ts), loaded when the page is first opened: each page
 * is a chunk of its own. The build checks that these load exactly the pages' modules.
 */
export const pageChunks: { readonly [Name in PageName]: () => Promise<ComponentType> } = {
  signOut: () => import('@/features/sign-out/components/sign-out-page').then((m) => m.SignOutPage),
  unsubscribe: () =>
    import('@/features/reminders/components/unsubscribe-page').then((m) => m.UnsubscribePage),
  join: () => import('@/features/join/components/join-page').then((m) => m.JoinPage),
  dashboard: () => import('@/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  weeklyPicks: () =>
    import('@/features/weekly-picks/components/weekly-picks-page').then((m) => m.WeeklyPicksPage),
  squares: () => import('@/features/squares/components/squares-page').then((m) => m.SquaresPage),
  results: () => import('@/features/results/components/results-page').then((m) => m.ResultsPage),
  // The markdown renderer loads with the page.
  rules: () => import('@/features/rules/components/rules-page').then((m) => m.RulesPage),
  admin: () => import('@/app/admin/admin-page').then((m) => m.AdminPage),
  week6Welcome: () =>
    import('@/features/week6/components/week6-welcome-page').then((m) => m.Week6WelcomePage),
  week6Pools: () => import('@/features/week6/components/week6-pools-page').then((m) => m.Week6PoolsPage),
  week6ExistingUser: () =>
    import('@/features/week6/components/existing-user-page').then((m) => m.ExistingUserPage),
};

/**
 * Starts loading the code of the page at `pathname`, if one is there: the entry starts the first
 * page's with the router, so a page opened directly waits for one round of downloads instead of two
 * (router, then page). A failure is the router's to show.
 */
export const preloadPageAt = (pathname: string): void => {
  const page = pageAt(pathname);
  if (page) pageChunks[page.name]().catch(() => undefined);
};
