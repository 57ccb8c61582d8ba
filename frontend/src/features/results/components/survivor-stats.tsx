import { SimpleGrid } from '@chakra-ui/react';
import type { SurvivorPoolResults } from '@shared/schemas/survivor';
import { StatTile } from '@/components/stat-tile';

interface SurvivorStatsProps {
  results: Pick<SurvivorPoolResults, 'stats' | 'prizePool'>;
}

/** The pool's head counts, and its prize pool where it has one (the late-entry group's and the Week 6 pools'). */
export const SurvivorStats = ({ results }: SurvivorStatsProps) => (
  <SimpleGrid as="dl" columns={{ base: 2, md: results.prizePool === null ? 3 : 4 }} gap="3">
    <StatTile bg="bg" label="Alive" value={results.stats.alive} palette="green" />
    <StatTile bg="bg" label="Eliminated" value={results.stats.eliminated} palette="red" />
    <StatTile bg="bg" label="Total entries" value={results.stats.total} />
    {results.prizePool !== null && <StatTile bg="bg" label="Prize pool" value={results.prizePool} />}
  </SimpleGrid>
);
