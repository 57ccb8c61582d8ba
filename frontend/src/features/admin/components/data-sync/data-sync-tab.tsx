import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { CurrentWeekCard } from '@/features/admin/components/data-sync/current-week-card';
import { GameManagementCard } from '@/features/admin/components/data-sync/game-management-card';
import { LiveScoresCard } from '@/features/admin/components/data-sync/live-scores-card';
import { MnfTiebreakerCard } from '@/features/admin/components/data-sync/mnf-tiebreaker-card';
import { ScorePicksCard } from '@/features/admin/components/data-sync/score-picks-card';
import { SeasonSetupCard } from '@/features/admin/components/data-sync/season-setup-card';
import { SyncScheduleCard } from '@/features/admin/components/data-sync/sync-schedule-card';
import { SyncScoresCard } from '@/features/admin/components/data-sync/sync-scores-card';
import { SyncTeamsCard } from '@/features/admin/components/data-sync/sync-teams-card';
import { SystemStatusCard } from '@/features/admin/components/data-sync/system-status-card';
import { useAdminCurrentWeek } from '@/features/admin/hooks/use-admin-current-week';

/** Schedule, lines and scores: the admin's weekly routine. Week pickers start at the current week. */
export const DataSyncTab = () => {
  const currentWeek = useAdminCurrentWeek();
  if (currentWeek === null) return <Skeleton height="64" />;

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <SeasonSetupCard />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
        <CurrentWeekCard />
        <SyncScheduleCard currentWeek={currentWeek} />
        <SyncTeamsCard />
      </SimpleGrid>
      <GameManagementCard currentWeek={currentWeek} />
      <LiveScoresCard />
      <SyncScoresCard currentWeek={currentWeek} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }} alignItems="start">
        <MnfTiebreakerCard currentWeek={currentWeek} />
        <Stack gap={{ base: '4', md: '5' }}>
          <ScorePicksCard currentWeek={currentWeek} />
          <SystemStatusCard />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
};
