import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { Link as RouterLink } from 'react-router-dom';
import { useMySurvivorEntry, useSurvivorStats } from '@/lib/api/survivor';
import { needsSurvivorPick, savedPickOf } from '@/lib/survivor-choices';

/** Where the entry stands this week: its pick, the week it starts, or how it went out. */
const standing = (entry: SurvivorEntry, week: number): string => {
  if (entry.isEliminated) {
    const last = entry.picks.at(-1);
    const out = `Out in Week ${entry.eliminatedInWeek}`;
    return last?.week === entry.eliminatedInWeek
      ? `${out} · last pick ${last.team.abbreviation} in Week ${last.week}`
      : `${out} · no pick that week`;
  }
  if (week < entry.firstWeek) return `Starts in Week ${entry.firstWeek}`;
  const pick = savedPickOf(entry, week);
  return pick ? `Week ${week} pick: ${pick.team.abbreviation}` : `No Week ${week} pick yet`;
};

/**
 * The dashboard of a player without the weekly pool: their standard or late-entry survivor entry,
 * its state, this week's pick and, while it is alive and playing, the way to pick.
 */
export const SurvivorEntryCard = ({ week }: { week: number }) => {
  const mine = useMySurvivorEntry();
  const stats = useSurvivorStats();
  const entry = mine.data?.entry;
  if (mine.isLoading) return <Skeleton height="28" borderRadius="l3" />;
  if (!entry) return null;
  const counts = entry.kind === 'late' ? stats.data?.lateEntry : stats.data?.standard;
  const needsPick = needsSurvivorPick(entry, week);
  const playing = !entry.isEliminated && week >= entry.firstWeek;
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" as="section" aria-label={entry.displayName}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Stack gap="1">
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h2" size="md">
              {entry.displayName}
            </Heading>
            <Badge colorPalette={entry.isEliminated ? 'red' : 'green'} variant="subtle">
              {entry.isEliminated ? 'Eliminated' : 'Alive'}
            </Badge>
            {needsPick && (
              <Badge colorPalette="orange" variant="solid">
                Pick needed
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm">{standing(entry, week)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {counts
              ? `${counts.alive} of ${counts.total} ${counts.total === 1 ? 'entry' : 'entries'} still alive`
              : '\u00a0'}
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {playing && (
            <Button asChild size="sm">
              <RouterLink to={`/weekly-picks#entry-${entry.id}`}>Pick Now!</RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/results?tab=survivor">Survivor results</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
