import { Alert, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { LoadError } from '@/components/load-error';
import { useTestingStatus } from '@/features/admin-games/api/get-testing-status';
import { GameScoreCard } from '@/features/admin-games/components/game-score-card';
import { WeekSimulationCard } from '@/features/admin-games/components/week-simulation-card';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';

/** Tools for trying the scoring out on the current week. */
export const TestingTab = () => {
  const week = useAdminCurrentWeek();
  const { data: testing, error, mutate } = useTestingStatus();
  if (error) return <LoadError what="whether testing is on" onRetry={() => void mutate()} />;
  if (week === null || !testing) return <Skeleton height="64" />;
  if (!testing.enabled) {
    return (
      <Alert.Root status="info" variant="subtle" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Testing is off in this deployment</Alert.Title>
          <Alert.Description>
            Simulating or resetting a week and setting a final score before kickoff would change what every
            player sees, so this pool refuses them. Scores come from Data Sync once games are played. A
            deployment made for trying the pool out turns testing on with -c testing=on.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

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
