import { Skeleton, Stack } from '@chakra-ui/react';
import { AutoPickCard } from '@/features/admin/components/override-picks/auto-pick-card';
import { OverrideUserPicksCard } from '@/features/admin/components/override-picks/override-user-picks-card';
import { useAdminCurrentWeek } from '@/features/admin/hooks/use-admin-current-week';

/** The Override Picks tab: the automated pick assignment, then any player's picks set by hand. */
export const OverridePicksTab = () => {
  const currentWeek = useAdminCurrentWeek();
  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <AutoPickCard />
      {currentWeek === null ? (
        <Skeleton height="40" />
      ) : (
        <OverrideUserPicksCard key={currentWeek} currentWeek={currentWeek} />
      )}
    </Stack>
  );
};
