import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the rules issue lands. */
export const RulesPage = () => {
  useDocumentTitle('Rules · NFL Pool');
  return <ComingSoonCard title="Rules" />;
};
