import type { PageShell } from '@shared/page-shell';
import { AppLoadingFrame } from '@/app/layout/app-loading-frame';
import { FullPageSpinner } from '@/components/full-page-spinner';

/** What a prerendered page shows until the session and the page's code answer (the build renders both). */
export const PageShellView = ({ shell }: { shell: PageShell }) =>
  shell === 'frame' ? <AppLoadingFrame /> : <FullPageSpinner />;
