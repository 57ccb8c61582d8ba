import { Alert, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { GameScoreCard } from '@/features/admin/components/testing/game-score-card';
import { WeekSimulationCard } from '@/features/admin/components/testing/week-simulation-card';
import { useAdminCurrentWeek } from '@/features/admin/hooks/use-admin-current-week';

/** Tools for trying the scoring out on the current week. */
export const TestingTab = () => {
  const week = useAdminCurrentWeek();
  if (week === null) return <Skeleton height="64" />;

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <Alert.Root status="warning" variant="subtle" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>These tools change real data</Alert.Title>
          <Alert.Description>
            Scores set here count for every player until they are reset or overwritten by a score sync.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }} alignItems="start">
        <GameScoreCard key={week} week={week} />
        <WeekSimulationCard week={week} />
      </SimpleGrid>
    </Stack>
  );
};
