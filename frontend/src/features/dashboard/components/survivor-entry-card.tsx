import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { Link as RouterLink } from 'react-router-dom';
import { survivorPickLine } from '@/features/dashboard/survivor-pick-line';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useMySurvivorEntry, useSurvivorStats } from '@/lib/api/survivor';
import { serverNow } from '@/lib/server-clock';
import { needsSurvivorPick } from '@/lib/survivor-choices';

/**
 * Where the entry stands this week: its pick and its lock, no pick yet and the next lock, when its
 * first pick opens, or how it went out. `games` are the games of the week the line is about.
 */
const standing = (entry: SurvivorEntry, week: number, games: readonly Game[] | undefined): string => {
  if (entry.isEliminated) {
    const last = entry.picks.at(-1);
    const out = `Out in Week ${entry.eliminatedInWeek}`;
    return last?.week === entry.eliminatedInWeek
      ? `${out} · last pick ${last.team.abbreviation} in Week ${last.week}`
      : `${out} · no pick that week`;
  }
  return survivorPickLine(entry, week, games, games, serverNow());
};

/**
 * The dashboard of a player without the weekly pool: their standard or late-entry survivor entry,
 * its state, this week's pick and, while it is alive and playing, the way to pick.
 */
export const SurvivorEntryCard = ({ week }: { week: number }) => {
  const mine = useMySurvivorEntry();
  const stats = useSurvivorStats();
  const entry = mine.data?.entry;
  // One week's games: this week's while the entry plays, its first week's before it starts.
  const games = useWeekGames(entry && !entry.isEliminated ? Math.max(week, entry.firstWeek) : null);
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
          <Text fontSize="sm">{standing(entry, week, games.data)}</Text>
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
