import { Skeleton, Stack } from '@chakra-ui/react';
import { MissingPicksCard } from '@/features/admin/components/missing-picks/missing-picks-card';
import { AutoPickCard } from '@/features/admin/components/override-picks/auto-pick-card';
import { OverrideUserPicksCard } from '@/features/admin/components/override-picks/override-user-picks-card';
import { useAdminCurrentWeek } from '@/features/admin/hooks/use-admin-current-week';

/** The Override Picks tab: who is missing picks, the automated pick assignment, then any player's picks set by hand. */
export const OverridePicksTab = () => {
  const currentWeek = useAdminCurrentWeek();
  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <MissingPicksCard />
      <AutoPickCard />
      {currentWeek === null ? (
        <Skeleton height="40" />
      ) : (
        <OverrideUserPicksCard key={currentWeek} currentWeek={currentWeek} />
      )}
    </Stack>
  );
};
