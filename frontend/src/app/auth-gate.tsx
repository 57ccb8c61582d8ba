import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { SignedOutView } from '@/app/signed-out-view';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { ProfileSetup } from '@/features/profile-setup/components/profile-setup';
import { useCurrentUser } from '@/lib/auth';

/**
 * The root route's element: spinner while the current user loads, the signed-out screens without
 * one, the username step until the user has a username, then the layout with the page.
 */
export const AuthGate = () => {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  // Latched so the step's success screen survives the refresh that brings the new username.
  const [setupOpen, setSetupOpen] = useState(false);
  if (user && user.username === null && !setupOpen) setSetupOpen(true);

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <SignedOutView />;
  if (setupOpen || user.username === null) {
    return (
      <ProfileSetup
        user={user}
        onClose={() => {
          setSetupOpen(false);
          navigate('/');
        }}
      />
    );
  }
  return <AppLayout user={user} />;
};
