import type { PageShell } from '@shared/pages';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LandingPage } from '@/features/landing/components/landing-page';

/** What a prerendered page shows until the session and the page's code answer (the build renders each). */
export const PageShellView = ({ shell }: { shell: PageShell }) => {
  if (shell === 'frame') return <AppLoadingFrame />;
  if (shell === 'landing') return <LandingPage />;
  return <FullPageSpinner />;
};
