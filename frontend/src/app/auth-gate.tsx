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

/**
 * The root route's element: the frame with a spinner while the current user loads, the signed-out
 * screens without one, the username step until the user has a username, then the layout with the page.
 */
export const AuthGate = () => {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  // Latched so the step's success screen survives the refresh that brings the new username.
  const [setupOpen, setSetupOpen] = useState(false);
  if (user && user.username === null && !setupOpen) setSetupOpen(true);

  if (isLoading) return <AppLoadingFrame />;
  if (!user) return <SignedOutView />;
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
