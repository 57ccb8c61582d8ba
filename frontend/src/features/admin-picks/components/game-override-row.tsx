import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { finalText } from '@shared/live-game';
import type { TeamSummary } from '@shared/team';
import type { PrefilledPick } from '@/features/admin-picks/override-prefill';
import { formatKickoff } from '@/lib/format-kickoff';
import { teamLine } from '@/lib/spread';

interface SideButtonProps {
  team: TeamSummary;
  line: string | null;
  selected: boolean;
  onPick: () => void;
}

const SideButton = ({ team, line, selected, onPick }: SideButtonProps) => (
  <Button
    aria-label={[team.abbreviation, team.displayName, line].filter(Boolean).join(' ')}
    aria-pressed={selected}
    variant={selected ? 'solid' : 'outline'}
    colorPalette="brand"
    onClick={onPick}
    justifyContent="space-between"
    minH="11"
  >
    <Text as="span" fontWeight="bold">
      {team.abbreviation}
    </Text>
    {line && (
      <Text as="span" fontSize="xs" fontWeight="semibold" color={selected ? 'inherit' : 'fg.muted'}>
        {line}
      </Text>
    )}
  </Button>
);

interface GameOverrideRowProps {
  game: Game;
  selectedTeamId: number;
  prefilled: PrefilledPick;
  onPick: (teamId: number) => void;
}

const abbreviationOf = (game: Game, teamId: number) =>
  teamId === game.homeTeamId ? game.homeTeam.abbreviation : game.awayTeam.abbreviation;

/** Whether the choice is the saved pick, the default pick, or the admin's change. */
const choiceNote = (game: Game, selectedTeamId: number, prefilled: PrefilledPick) => {
  const kept = selectedTeamId === prefilled.teamId;
  if (prefilled.saved)
    return kept ? 'Saved pick' : `Saved pick was ${abbreviationOf(game, prefilled.teamId)}`;
  return kept ? 'No pick yet: default pick' : 'No pick yet';
};

/** One game of the override: when it plays (or its final score) and its away and home buttons. */
export const GameOverrideRow = ({ game, selectedTeamId, prefilled, onPick }: GameOverrideRowProps) => {
  const { awayTeam, homeTeam } = game;
  const when =
    game.isCompleted && game.awayScore !== null && game.homeScore !== null
      ? `${finalText(game)}: ${awayTeam.abbreviation} ${game.awayScore}, ${homeTeam.abbreviation} ${game.homeScore}`
      : formatKickoff(game.startTime);
  const changed = selectedTeamId !== prefilled.teamId;
  return (
    <Stack
      role="group"
      aria-label={`${awayTeam.abbreviation} at ${homeTeam.abbreviation}`}
      gap="2"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
    >
      <HStack justify="space-between" gap="2" wrap="wrap" fontSize="xs">
        <Text color="fg.muted" fontWeight="medium">
          {when}
        </Text>
        <Text color={changed ? 'fg' : 'fg.muted'} fontWeight={changed ? 'bold' : 'medium'}>
          {choiceNote(game, selectedTeamId, prefilled)}
        </Text>
      </HStack>
      <Grid templateColumns="1fr auto 1fr" gap="2" alignItems="center">
        <SideButton
          team={awayTeam}
          line={teamLine(game.spread, 'away')}
          selected={selectedTeamId === game.awayTeamId}
          onPick={() => onPick(game.awayTeamId)}
        />
        <Text aria-hidden fontSize="xs" fontWeight="bold" color="fg.muted">
          @
        </Text>
        <SideButton
          team={homeTeam}
          line={teamLine(game.spread, 'home')}
          selected={selectedTeamId === game.homeTeamId}
          onPick={() => onPick(game.homeTeamId)}
        />
      </Grid>
    </Stack>
  );
};
