import { lazy, Suspense, useEffect } from 'react';
import { preload } from 'swr';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { preloadPageAt } from '@/app/page-chunks';
import { AppProvider } from '@/app/provider';
import { signedOutDestination } from '@/app/signed-out-destination';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LandingPage } from '@/features/landing/components/landing-page';
import { currentWeekKey, getCurrentWeek } from '@/lib/api/get-current-week';
import { getHomeContent, homeContentKey } from '@/lib/api/get-home-content';
import { getWeek6Registration, week6RegistrationKey } from '@/lib/api/week6-registration';
import { currentUserKey, getCurrentUser, useCurrentUser } from '@/lib/auth';

const loadRoutedApp = () => import('@/app/routed-app').then(({ RoutedApp }) => ({ default: RoutedApp }));
const RoutedApp = lazy(loadRoutedApp);

const atLanding = () => signedOutDestination(window.location.pathname) === 'landing';

/**
 * The router, the page at this path and the current week every signed-in page reads first: asked
 * for alongside the session check, not after it.
 */
const startSignedInApp = () => {
  void loadRoutedApp();
  preloadPageAt(window.location.pathname);
  preload(currentWeekKey, getCurrentWeek).catch(() => undefined);
};

// The session check starts before the first render. A player page needs the router whoever this is
// (a signed-out visitor is sent to log in); at / only a signed-in player does.
preload(currentUserKey, getCurrentUser).catch(() => undefined);
const firstDestination = signedOutDestination(window.location.pathname);
// Both the landing page and the dashboard show the home-page content; the landing the Week 6 registration too.
if (firstDestination === 'landing') {
  preload(homeContentKey, getHomeContent).catch(() => undefined);
  preload(week6RegistrationKey, getWeek6Registration).catch(() => undefined);
}
if (firstDestination === 'login') startSignedInApp();
else if (firstDestination === 'not-found') void loadRoutedApp();

/** The router and its pages; at a signed-in address, the app's frame stands while their code loads. */
const routedApp = (signedIn: boolean) => (
  <Suspense fallback={signedIn ? <AppLoadingFrame /> : <FullPageSpinner />}>
    <RoutedApp />
  </Suspense>
);

/** At /, a signed-out visitor gets the landing page from the entry chunk alone, never the signed-in app. */
const LandingOrApp = () => {
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) startSignedInApp();
  }, [signedIn]);
  if (isLoading) return <FullPageSpinner />;
  return user || !atLanding() ? routedApp(true) : <LandingPage />;
};

export const App = () => (
  <AppProvider>
    {firstDestination === 'landing' ? <LandingOrApp /> : routedApp(firstDestination === 'login')}
  </AppProvider>
);
