import { Outlet } from 'react-router-dom';
import { AppFrame } from '@/app/layout/app-frame';
import { AppHeader } from '@/app/layout/app-header';
import { OfflineNote } from '@/components/offline-note';
import { ImpersonationBanner } from '@/features/impersonation/components/impersonation-banner';
import type { CurrentUser } from '@/lib/user';

interface AppLayoutProps {
  user: CurrentUser;
}

/** The signed-in frame: impersonation banner, top bar (or mobile drawer), offline note, page, credits. */
export const AppLayout = ({ user }: AppLayoutProps) => (
  <AppFrame
    fillWindow
    header={
      <>
        {user.impersonationContext?.isImpersonating && (
          <ImpersonationBanner email={user.impersonationContext.impersonatedUserEmail} />
        )}
        <AppHeader user={user} />
        <OfflineNote />
      </>
    }
  >
    <Outlet />
  </AppFrame>
);
