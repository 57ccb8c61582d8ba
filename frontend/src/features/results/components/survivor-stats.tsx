import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { SurvivorPoolResults } from '@shared/schemas/survivor';

interface SurvivorStatsProps {
  results: Pick<SurvivorPoolResults, 'stats' | 'prizePool'>;
}

const Stat = ({ label, value, palette }: { label: string; value: string | number; palette?: string }) => (
  <Box borderWidth="1px" borderRadius="l2" px="3" py="2.5" bg="bg" colorPalette={palette}>
    <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
      {label}
    </Text>
    <Text
      as="dd"
      fontSize="2xl"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      lineHeight="short"
      color={palette ? 'colorPalette.fg' : 'fg'}
    >
      {value}
    </Text>
  </Box>
);

/** The pool's head counts, and its prize pool where it has one ("TBD" for the late-entry group). */
export const SurvivorStats = ({ results }: SurvivorStatsProps) => (
  <SimpleGrid as="dl" columns={{ base: 2, md: results.prizePool === null ? 3 : 4 }} gap="3">
    <Stat label="Alive" value={results.stats.alive} palette="green" />
    <Stat label="Eliminated" value={results.stats.eliminated} palette="red" />
    <Stat label="Total entries" value={results.stats.total} />
    {results.prizePool !== null && <Stat label="Prize pool" value={results.prizePool} />}
  </SimpleGrid>
);
