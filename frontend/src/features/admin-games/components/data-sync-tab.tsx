import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { CurrentWeekCard } from '@/features/admin-games/components/current-week-card';
import { EndSeasonCard } from '@/features/admin-games/components/end-season-card';
import { GameManagementCard } from '@/features/admin-games/components/game-management-card';
import { LiveScoresCard } from '@/features/admin-games/components/live-scores-card';
import { MnfTiebreakerCard } from '@/features/admin-games/components/mnf-tiebreaker-card';
import { NextSeasonCard } from '@/features/admin-games/components/next-season-card';
import { ScorePicksCard } from '@/features/admin-games/components/score-picks-card';
import { SeasonSetupCard } from '@/features/admin-games/components/season-setup-card';
import { SyncScheduleCard } from '@/features/admin-games/components/sync-schedule-card';
import { SyncScoresCard } from '@/features/admin-games/components/sync-scores-card';
import { SyncTeamsCard } from '@/features/admin-games/components/sync-teams-card';
import { SystemStatusCard } from '@/features/admin-games/components/system-status-card';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';

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
      <EndSeasonCard />
      <NextSeasonCard />
    </Stack>
  );
};
