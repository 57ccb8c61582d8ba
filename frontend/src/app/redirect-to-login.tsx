import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { navigateToLogin } from '@/lib/navigation';

/** A full browser redirect to the server's login; the spinner covers the moment before it. */
export const RedirectToLogin = () => {
  useEffect(navigateToLogin, []);
  return <FullPageSpinner />;
};
