import { Skeleton, Stack } from '@chakra-ui/react';
import { AutoPickCard } from '@/features/admin-picks/components/auto-pick-card';
import { MissingPicksCard } from '@/features/admin-picks/components/missing-picks-card';
import { OverrideUserPicksCard } from '@/features/admin-picks/components/override-user-picks-card';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';

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
