import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the Week 6 pools issue lands. */
export const Week6PoolsPage = () => {
  useDocumentTitle('Week 6 Survivor Pools · NFL Pool');
  return <ComingSoonCard title="Week 6 Survivor Pools" />;
};
