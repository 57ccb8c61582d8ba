import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the squares issue lands. */
export const SquaresPage = () => {
  useDocumentTitle('Super Bowl Squares · NFL Pool');
  return <ComingSoonCard title="Super Bowl Squares" />;
};
