import { SimpleGrid, Stack } from '@chakra-ui/react';
import { JoinPolicyCard } from '@/features/admin-settings/components/join-policy-card';
import { LineFreezeCard } from '@/features/admin-settings/components/line-freeze-card';
import { PickSettingsCard } from '@/features/admin-settings/components/pick-settings-card';
import { PoolStatsCard } from '@/features/admin-settings/components/pool-stats-card';
import { ScoringRulesCard } from '@/features/admin-settings/components/scoring-rules-card';
import { SquaresSettingsCard } from '@/features/admin-settings/components/squares-settings-card';

/** The switches and rules of the pool, who can join it, and its head counts. */
export const PoolSettingsTab = () => (
  <Stack gap={{ base: '4', md: '5' }}>
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }} alignItems="start">
      <Stack gap={{ base: '4', md: '5' }}>
        <PickSettingsCard />
        <LineFreezeCard />
      </Stack>
      <Stack gap={{ base: '4', md: '5' }}>
        <JoinPolicyCard />
        <SquaresSettingsCard />
        <ScoringRulesCard />
      </Stack>
    </SimpleGrid>
    <PoolStatsCard />
  </Stack>
);
