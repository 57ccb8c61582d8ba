import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { SurvivorTeamPicker } from '@/components/survivor-team-picker';
import { formatKickoff } from '@/lib/format-kickoff';
import { isPickLocked, needsSurvivorPick, savedPickOf, teamChoices } from '@/lib/survivor-choices';

interface SurvivorPickCardProps {
  entry: SurvivorEntry;
  /** "Survivor Pool", "Late-Entry Survivor" or the Week 6 entry's name. */
  title: string;
  week: number;
  games: readonly Game[];
  now: Date;
  /** The team chosen on this page and not saved yet. */
  chosen: number | undefined;
  picksEnabled: boolean;
  saving: boolean;
  /** True after a save attempt found this entry's pick missing. */
  needsPick: boolean;
  onChoose: (teamId: number) => void;
}

/** "Wk 6 KC · Wk 7 BUF": the teams the entry used before this week. */
const usedBefore = (entry: SurvivorEntry, week: number) =>
  entry.picks
    .filter((pick) => pick.week !== week)
    .map((pick) => `Wk ${pick.week} ${pick.team.abbreviation}`)
    .join(' · ');

/** How an eliminated entry went out: its losing pick, or the week it had none. */
const lastPickText = (entry: SurvivorEntry) => {
  const last = entry.picks.at(-1);
  const missed = last?.week !== entry.eliminatedInWeek ? `No pick in Week ${entry.eliminatedInWeek}` : null;
  if (!last) return missed ?? 'No pick made';
  const result = last.isCorrect === false ? 'lost' : last.isCorrect ? 'won' : 'not graded';
  const lastText = `Last pick: ${last.team.abbreviation} in Week ${last.week} (${result})`;
  return missed ? `${missed}. ${lastText}` : lastText;
};

/**
 * One survivor entry's pick of the week: the team picker while the entry can pick, else a compact
 * card saying why not (eliminated, not started yet, this week's pick locked).
 */
export const SurvivorPickCard = ({
  entry,
  title,
  week,
  games,
  now,
  chosen,
  picksEnabled,
  saving,
  needsPick,
  onChoose,
}: SurvivorPickCardProps) => {
  const saved = savedPickOf(entry, week);
  const locked = isPickLocked(entry, week, now);
  const notYet = week < entry.firstWeek;
  const missing = needsSurvivorPick(entry, week) && chosen === undefined;
  const showPicker = !entry.isEliminated && !notYet && !locked;
  const flagged = needsPick && missing && showPicker && picksEnabled;
  const used = usedBefore(entry, week);
  const subtitle =
    entry.kind === 'week6' ? `${entry.pool.name} · Week ${week}` : `Survivor pick · Week ${week}`;
  return (
    <Card.Root
      id={`entry-${entry.id}`}
      as="article"
      aria-label={title}
      variant="outline"
      bg={entry.isEliminated ? 'bg.muted' : 'bg'}
      shadow="xs"
      borderColor={flagged ? 'border.error' : 'border'}
      scrollMarginTop="20"
    >
      <Card.Body gap="3" p={{ base: '3', md: '5' }}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" overflowWrap="anywhere">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {subtitle}
            </Text>
          </Stack>
          <HStack gap="1.5" flexShrink="0">
            {missing && showPicker && picksEnabled && (
              <Badge colorPalette="orange" variant="solid" size="sm">
                Pick needed
              </Badge>
            )}
            {saved?.isFinalized && (
              <Badge colorPalette="gray" size="sm">
                Finalized
              </Badge>
            )}
            <Badge colorPalette={entry.isEliminated ? 'red' : 'green'} variant="subtle" size="sm">
              {entry.isEliminated ? 'Eliminated' : 'Alive'}
            </Badge>
          </HStack>
        </HStack>
        {entry.isEliminated ? (
          <Stack gap="0.5" fontSize="sm">
            <Text fontWeight="medium">Out in Week {entry.eliminatedInWeek ?? '?'}</Text>
            <Text color="fg.muted">{lastPickText(entry)}. This entry has no more picks to make.</Text>
          </Stack>
        ) : notYet ? (
          <Text fontSize="sm" color="fg.muted">
            This entry starts in Week {entry.firstWeek}: one team a week from then on, each team once.
          </Text>
        ) : locked && saved ? (
          <Stack gap="0.5" fontSize="sm">
            <Text fontWeight="medium">
              Week {week} pick: {saved.team.abbreviation}
            </Text>
            <Text color="fg.muted">
              {saved.isFinalized
                ? 'Finalized by the admin: this pick is locked.'
                : `Locked since its kickoff (${formatKickoff(saved.lockAt)}).`}
            </Text>
          </Stack>
        ) : (
          <Stack gap="2">
            <SurvivorTeamPicker
              name={`survivor-${entry.id}`}
              legend={`Team for Week ${week}`}
              choices={teamChoices(entry, week, games, now)}
              value={chosen ?? saved?.pickedTeamId}
              savedTeamId={saved?.pickedTeamId}
              disabled={!picksEnabled || saving}
              onChoose={onChoose}
            />
            <Text fontSize="xs" color={flagged ? 'fg.error' : 'fg.muted'}>
              {flagged
                ? `Choose this entry's team for Week ${week}.`
                : !picksEnabled
                  ? 'The admin has paused picks.'
                  : 'One team a week, each team once. Ties count as wins. You can change it until its game starts.'}
            </Text>
          </Stack>
        )}
        {!entry.isEliminated && used && (
          <Text fontSize="xs" color="fg.muted">
            Used: {used}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
};
