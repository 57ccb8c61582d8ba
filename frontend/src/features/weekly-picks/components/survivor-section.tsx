import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SurvivorPickCard } from '@/features/weekly-picks/components/survivor-pick-card';
import type { SurvivorPicks } from '@/features/weekly-picks/hooks/use-survivor-picks';
import { needsSurvivorPick } from '@/lib/survivor-choices';

interface SurvivorSectionProps {
  survivor: SurvivorPicks;
  week: number;
  games: readonly Game[];
  now: Date;
  picksEnabled: boolean;
  saving: boolean;
  /** True after a save attempt: entries still missing their team are marked. */
  showMissing: boolean;
}

/** The standard (or late-entry) survivor card, or why there is none, then the Week 6 entry cards. */
export const SurvivorSection = ({
  survivor,
  week,
  games,
  now,
  picksEnabled,
  saving,
  showMissing,
}: SurvivorSectionProps) => {
  const { standard, week6Entries, noEntryMessage } = survivor;
  const { hash } = useLocation();
  const shown = week6Entries.length + (standard ? 1 : 0);
  // "Manage Picks" on /week6/pools links to an entry's card: bring it into view once it is on the page.
  useEffect(() => {
    if (shown > 0 && hash.startsWith('#entry-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [hash, shown]);
  if (!standard && !noEntryMessage && week6Entries.length === 0) return null;
  const card = (entry: NonNullable<typeof standard>) => (
    <SurvivorPickCard
      key={entry.id}
      entry={entry}
      title={entry.displayName}
      week={week}
      games={games}
      now={now}
      chosen={survivor.chosen(entry.id)}
      picksEnabled={picksEnabled}
      saving={saving}
      needsPick={showMissing && needsSurvivorPick(entry, week)}
      onChoose={(teamId) => survivor.choose(entry.id, teamId)}
    />
  );
  return (
    <Stack as="section" aria-labelledby="survivor-heading" gap="3">
      <Heading id="survivor-heading" as="h2" size="lg">
        Survivor
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }} alignItems="start">
        {standard && card(standard)}
        {!standard && noEntryMessage && (
          <Card.Root variant="subtle" bg="bg.muted">
            <Card.Body gap="1">
              <Heading as="h3" size="sm">
                No survivor entry this season
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {noEntryMessage}
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        {week6Entries.map((entry) => card(entry))}
      </SimpleGrid>
    </Stack>
  );
};
