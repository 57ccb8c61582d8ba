import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the dashboard issue lands. */
export const DashboardPage = () => {
  useDocumentTitle('Week Dashboard · NFL Pool');
  return <ComingSoonCard title="Week Dashboard" />;
};
