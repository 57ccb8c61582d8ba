import { Button } from '@chakra-ui/react';
import { AdminCard } from '@/components/admin/admin-card';
import { useSyncTeams } from '@/features/admin-games/api/sync-teams';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';

/** Refreshes the teams (names, abbreviations) from the sports data provider. */
export const SyncTeamsCard = () => {
  const { trigger, isMutating } = useSyncTeams();

  const sync = async () => {
    try {
      const result = await trigger();
      reportAdminSuccess('Teams synced', `${result.message} (${countOf(result.count, 'team')}).`);
    } catch (error) {
      reportAdminError(error, 'Failed to sync teams');
    }
  };

  return (
    <AdminCard
      title="Sync Teams"
      description="Refresh team names and abbreviations from the sports data provider."
    >
      <Button
        variant="outline"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={sync}
        loading={isMutating}
        loadingText="Syncing..."
        mt="auto"
      >
        Sync Teams
      </Button>
    </AdminCard>
  );
};
