import { Badge, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import type { Team } from '@shared/team';
import { TeamUsageStrip } from '@/features/survivor/components/team-usage-strip';
import {
  isPickLocked,
  needsSurvivorPick,
  savedPickOf,
  type TeamChoice,
  teamChoices,
  teamUsage,
} from '@/features/survivor/survivor-choices';
import { formatKickoff } from '@/lib/format-kickoff';

interface SurvivorPickCardProps {
  entry: SurvivorEntry;
  /** "Survivor Pool", "Late-Entry Survivor" or the Week 6 entry's name. */
  title: string;
  week: number;
  games: readonly Game[];
  teams: readonly Team[] | undefined;
  now: Date;
  /** The team chosen on this page and not saved yet. */
  chosen: number | undefined;
  /** What a used team says in the list: "(Already Used)" on the standard card, "(Used)" on Week 6 cards. */
  usedLabel: string;
  picksEnabled: boolean;
  saving: boolean;
  /** True after a save attempt found this entry's pick missing. */
  needsPick: boolean;
  onChoose: (teamId: number) => void;
}

const optionText = (choice: TeamChoice, usedLabel: string) => {
  const matchup = `${choice.team.abbreviation} ${choice.isHome ? 'vs' : '@'} ${choice.opponent.abbreviation}`;
  const suffix =
    choice.blocked === 'used' ? ` ${usedLabel}` : choice.blocked === 'started' ? ' (Started)' : '';
  return `${matchup} · ${formatKickoff(choice.kickoff)}${suffix}`;
};

/** One survivor entry's pick of the week: a team select (only this week's teams), or why there is none. */
export const SurvivorPickCard = ({
  entry,
  title,
  week,
  games,
  teams,
  now,
  chosen,
  usedLabel,
  picksEnabled,
  saving,
  needsPick,
  onChoose,
}: SurvivorPickCardProps) => {
  const saved = savedPickOf(entry, week);
  const locked = isPickLocked(entry, week, now);
  const choices = teamChoices(entry, week, games, now);
  const value = chosen ?? saved?.pickedTeamId;
  const missing = needsSurvivorPick(entry, week) && chosen === undefined;
  const notYet = week < entry.firstWeek;
  const disabled = entry.isEliminated || notYet || locked || !picksEnabled || saving;
  const fieldId = `survivor-${entry.id}`;
  const note = entry.isEliminated
    ? `Eliminated in Week ${entry.eliminatedInWeek ?? '?'}. This entry can no longer pick.`
    : notYet
      ? `This entry starts in Week ${entry.firstWeek}.`
      : saved?.isFinalized
        ? 'Finalized by the admin: this pick is locked.'
        : locked
          ? "Your pick's game has started: the pick is locked."
          : 'One team a week, each team once. Ties count as wins. You can change it until its game starts.';
  return (
    <Card.Root
      id={`entry-${entry.id}`}
      variant="outline"
      bg={entry.isEliminated ? 'bg.subtle' : 'bg'}
      shadow="xs"
      borderColor={needsPick && missing ? 'border.error' : 'border'}
      scrollMarginTop="20"
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {entry.kind === 'week6' ? `${entry.pool.name} · Week ${week}` : `Survivor pick · Week ${week}`}
            </Text>
          </Stack>
          <HStack gap="1.5" flexShrink="0">
            {missing && !disabled && (
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
        <Field.Root disabled={disabled} invalid={needsPick && missing && !disabled}>
          <Field.Label fontSize="sm" htmlFor={fieldId}>
            Team for Week {week}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={fieldId}
              value={value ?? ''}
              onChange={(event) => onChoose(Number(event.target.value))}
            >
              <option value="" disabled>
                {choices.length ? 'Choose a team' : 'No games this week'}
              </option>
              {choices.map((choice) => (
                <option
                  key={choice.teamId}
                  value={choice.teamId}
                  disabled={choice.blocked !== null && choice.teamId !== saved?.pickedTeamId}
                >
                  {optionText(choice, usedLabel)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {needsPick && missing && !disabled ? (
            <Field.ErrorText>Choose this entry's team for Week {week}.</Field.ErrorText>
          ) : (
            <Field.HelperText>{note}</Field.HelperText>
          )}
        </Field.Root>
        {!entry.isEliminated && teams && teams.length > 0 && (
          <TeamUsageStrip label={`Teams for ${title}`} cells={teamUsage(entry, week, teams, games)} />
        )}
      </Card.Body>
    </Card.Root>
  );
};
