import { ComingSoonCard } from '@/components/coming-soon-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder until the admin issue lands. */
export const AdminPage = () => {
  useDocumentTitle('Admin Dashboard · NFL Pool');
  return <ComingSoonCard title="Admin Dashboard" />;
};
