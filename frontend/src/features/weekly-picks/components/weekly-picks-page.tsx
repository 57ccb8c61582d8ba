import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the weekly picks issue lands. */
export const WeeklyPicksPage = () => {
  useDocumentTitle('Weekly Picks · NFL Pool');
  return <ComingSoonCard title="Weekly Picks" />;
};
