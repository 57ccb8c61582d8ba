import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the Week 6 welcome issue lands. */
export const Week6WelcomePage = () => {
  useDocumentTitle('Welcome to Week 6 · NFL Pool');
  return <ComingSoonCard title="Welcome to Week 6" />;
};
