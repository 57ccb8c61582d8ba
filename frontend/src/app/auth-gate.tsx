import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { SignedOutView } from '@/app/signed-out-view';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/auth';

// Only a first sign-in needs the username step: its forms load then.
const ProfileSetup = lazy(() =>
  import('@/features/profile-setup/components/profile-setup').then(({ ProfileSetup }) => ({
    default: ProfileSetup,
  })),
);

// Only an account outside the pool sees the private-pool page: it loads then.
const PrivatePoolPage = lazy(() =>
  import('@/features/private-pool/components/private-pool-page').then(({ PrivatePoolPage }) => ({
    default: PrivatePoolPage,
  })),
);

/**
 * The root route's element: the frame with a spinner while the current user loads, the signed-out
 * screens without one, the private-pool page at every address for an account outside the pool (a
 * stranger, or someone waiting for approval), the username step until the user has a username, then the layout with the page.
 */
export const AuthGate = () => {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  // Latched so the step's success screen survives the refresh that brings the new username.
  const [setupOpen, setSetupOpen] = useState(false);
  if (user && user.username === null && !setupOpen) setSetupOpen(true);

  if (isLoading) return <AppLoadingFrame />;
  if (!user) return <SignedOutView />;
  if (user.poolAccess === 'outsider' || user.poolAccess === 'waiting') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <PrivatePoolPage access={user.poolAccess} email={user.email} />
      </Suspense>
    );
  }
  if (setupOpen || user.username === null) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ProfileSetup
          user={user}
          onClose={() => {
            setSetupOpen(false);
            navigate('/');
          }}
        />
      </Suspense>
    );
  }
  return <AppLayout user={user} />;
};
