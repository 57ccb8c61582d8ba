import { type FirstRead, firstReadsAt, type PageShell } from '@shared/pages';
import { type ComponentType, type ReactElement, Suspense, startTransition, useEffect, useState } from 'react';
import { firstReads } from '@/app/first-reads';
import { preloadPageAt } from '@/app/page-chunks';
import { PageShellView } from '@/app/page-shell-view';
import { AppProvider } from '@/app/provider';
import { signedOutDestination } from '@/app/signed-out-destination';
import { currentWeekKey, getCurrentWeek } from '@/lib/api/get-current-week';
import { useCurrentUser } from '@/lib/auth';
import { nextTask } from '@/lib/next-task';
import { readEarly } from '@/lib/read-early';

const loadRoutedApp = () =>
  import('@/app/routed-app').then(({ RoutedApp, routerReady }) => routerReady.then(() => RoutedApp));

const atLanding = () => signedOutDestination(window.location.pathname) === 'landing';

/**
 * The shell the served HTML painted (the build prerenders each; the server picks one by
 * `pageShellAt`): the first render draws the same, for `main.tsx` to hydrate it.
 */
const paintedShell: PageShell = (() => {
  const shell = document.getElementById('root')?.dataset.shell;
  return shell === 'frame' || shell === 'landing' ? shell : 'spinner';
})();

/**
 * The router, the page at this path and the current week every signed-in page reads first: asked
 * for alongside the session check, not after it.
 */
const startSignedInApp = () => {
  // A task of its own: the bundler's loader adds a preload link per chunk the page imports, some
  // 10 ms a phone would otherwise spend inside the entry's evaluation.
  void nextTask().then(() => {
    void loadRoutedApp();
    preloadPageAt(window.location.pathname);
  });
  readEarly(currentWeekKey, getCurrentWeek);
};

// The session check starts before the first render, with the reads the painted HTML started
// (shared/pages.ts), whose answers the app's own fetches pick up. A player page needs the router
// whoever this is (a signed-out visitor is sent to log in); at / a signed-in player does, and the
// frame painted at / says this browser's player was signed in last time.
for (const read of new Set<FirstRead>([
  'currentUser',
  ...firstReadsAt(paintedShell, window.location.pathname),
]))
  readEarly(firstReads[read].key, firstReads[read].read);
const firstDestination = signedOutDestination(window.location.pathname);
if (firstDestination === 'login' || paintedShell === 'frame') startSignedInApp();
else if (firstDestination === 'not-found') void loadRoutedApp();

/**
 * Each shell's view as one element for the page's life: a render of `AppBody` that shows the same
 * shell (hydrated, the session answered, the router's code still on its way) leaves its tree alone
 * instead of rendering the frame's every Chakra component again.
 */
const shellViews: Record<PageShell, ReactElement> = {
  frame: <PageShellView shell="frame" />,
  landing: <PageShellView shell="landing" />,
  spinner: <PageShellView shell="spinner" />,
};

/** The router's code once `wanted`: null until it has arrived. */
const useRoutedApp = (wanted: boolean) => {
  const [RoutedApp, setRoutedApp] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (wanted && !RoutedApp)
      void loadRoutedApp().then((loaded) => startTransition(() => setRoutedApp(() => loaded)));
  }, [wanted, RoutedApp]);
  return RoutedApp;
};

/**
 * The page the HTML painted until there is more to show: at /, the landing page for a visitor
 * without a session; elsewhere (and for a player at /) the router and its pages, with the app's
 * frame (a player page) or the spinner (an unknown path) standing while their code loads. A wrong
 * guess of the painted frame at / (the player has signed out elsewhere) gives way to the landing
 * page once the session check answers, before any page content shows.
 */
const AppBody = () => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) startSignedInApp();
  }, [signedIn]);
  const atSessionWait = firstDestination === 'landing' && isLoading;
  const showLanding = firstDestination === 'landing' && !isLoading && !signedIn && atLanding();
  const RoutedApp = useRoutedApp(hydrated && !atSessionWait && !showLanding);
  if (!hydrated || atSessionWait) return shellViews[paintedShell];
  // The same element as the painted landing page's, so the page stays mounted as the session answers.
  if (showLanding) return shellViews.landing;
  const waiting = shellViews[firstDestination === 'not-found' ? 'spinner' : 'frame'];
  if (!RoutedApp) return waiting;
  return (
    <Suspense fallback={waiting}>
      <RoutedApp />
    </Suspense>
  );
};

export const App = () => (
  <AppProvider>
    <AppBody />
  </AppProvider>
);
