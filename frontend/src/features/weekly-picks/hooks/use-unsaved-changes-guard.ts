import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { isLeavingImpersonation } from '@/lib/forget-cached-data';

const LEAVE_QUESTION = 'You have unsaved picks. Leave this page without saving them?';

/**
 * Asks before leaving the page (in-app link, reload or tab close) while there are unsaved picks;
 * not when an admin stops impersonating (those drafts were the player's).
 */
export const useUnsavedChangesGuard = (unsaved: boolean) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isLeavingImpersonation(nextLocation.state),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
};
