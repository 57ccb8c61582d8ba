import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the results issue lands. */
export const ResultsPage = () => {
  useDocumentTitle('Results & Standings · NFL Pool');
  return <ComingSoonCard title="Results & Standings" />;
};
