import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { HomeContent } from '@shared/schemas/content';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadError } from '@/components/load-error';
import { useUpdateHomeContent } from '@/features/admin-content/api/update-home-content';
import { HomeContentForm } from '@/features/admin-content/components/home-content-form';
import { HomeContentPreview } from '@/features/admin-content/components/home-content-preview';
import { contentFrom, draftFrom, sameContent } from '@/features/admin-content/home-content-draft';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useHomeContent } from '@/lib/api/get-home-content';

interface HomeContentEditorProps {
  stored: HomeContent | null;
  onSaved: (saved: HomeContent) => void;
}

const HomeContentEditor = ({ stored, onSaved }: HomeContentEditorProps) => {
  const [draft, setDraft] = useState(() => draftFrom(stored));
  const { trigger, isMutating } = useUpdateHomeContent();
  const content = contentFrom(draft);
  const unchanged = sameContent(content, contentFrom(draftFrom(stored)));

  const save = async () => {
    try {
      onSaved(await trigger(content));
    } catch (error) {
      reportAdminError(error, 'Failed to update home page content');
      return;
    }
    reportAdminSuccess('Home page content updated', 'Players see it on the home page now.');
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }} alignItems="start">
      <AdminCard
        title="Home Page Content"
        description="What visitors read on the home page. Empty parts show the default text."
      >
        <HomeContentForm
          draft={draft}
          pending={isMutating}
          unchanged={unchanged}
          onChange={(change) => setDraft((previous) => ({ ...previous, ...change }))}
          onSave={() => void save()}
        />
      </AdminCard>
      <AdminCard title="Preview" description="As the home page shows it, defaults included.">
        <HomeContentPreview content={content} />
      </AdminCard>
    </SimpleGrid>
  );
};

/** Content: the home page's title, subtitle, description and features, with a live preview. */
export const ContentTab = () => {
  const { data, error, mutate } = useHomeContent();
  if (error) return <LoadError what="the home page content" onRetry={() => void mutate()} />;
  if (data === undefined) return <Skeleton height="80" />;
  return (
    <HomeContentEditor
      stored={data}
      onSaved={(saved) => void mutate(data && { ...saved, season: data.season }, { revalidate: !data })}
    />
  );
};
