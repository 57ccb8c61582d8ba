import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { finalText } from '@shared/live-game';
import type { TeamSummary } from '@shared/team';
import type { PrefilledPick } from '@/features/admin-picks/override-prefill';
import { formatKickoff } from '@/lib/format-kickoff';
import { teamLine } from '@/lib/spread';

/** A side is the pick (saved or the admin's), the default pick shown but not saved, or neither. */
type SideLook = 'picked' | 'default' | 'other';

interface SideButtonProps {
  team: TeamSummary;
  line: string | null;
  look: SideLook;
  onPick: () => void;
}

const variants = { picked: 'solid', default: 'subtle', other: 'outline' } as const;

const SideButton = ({ team, line, look, onPick }: SideButtonProps) => (
  <Button
    aria-label={[
      team.abbreviation,
      team.displayName,
      line,
      look === 'default' ? '(default pick, not saved)' : null,
    ]
      .filter(Boolean)
      .join(' ')}
    aria-pressed={look === 'picked'}
    variant={variants[look]}
    colorPalette="brand"
    onClick={onPick}
    justifyContent="space-between"
    minH="11"
  >
    <Text as="span" fontWeight="bold">
      {team.abbreviation}
    </Text>
    {line && (
      <Text as="span" fontSize="xs" fontWeight="semibold" color={look === 'picked' ? 'inherit' : 'fg.muted'}>
        {line}
      </Text>
    )}
  </Button>
);

interface GameOverrideRowProps {
  game: Game;
  prefilled: PrefilledPick;
  /** The team the admin picked, a change to be saved; undefined while the game stays as it is. */
  choice: number | undefined;
  onPick: (teamId: number) => void;
}

const abbreviationOf = (game: Game, teamId: number) =>
  teamId === game.homeTeamId ? game.homeTeam.abbreviation : game.awayTeam.abbreviation;

/** Whether the game keeps its saved pick, changes it, gets a first pick, or stays without one. */
const choiceNote = (game: Game, prefilled: PrefilledPick, choice: number | undefined) => {
  if (prefilled.saved)
    return choice === undefined ? 'Saved pick' : `To save: was ${abbreviationOf(game, prefilled.teamId)}`;
  return choice === undefined ? 'No pick: default not saved' : 'To save: new pick';
};

/** One game of the override: when it plays (or its final score) and its away and home buttons. */
export const GameOverrideRow = ({ game, prefilled, choice, onPick }: GameOverrideRowProps) => {
  const { awayTeam, homeTeam } = game;
  const when =
    game.isCompleted && game.awayScore !== null && game.homeScore !== null
      ? `${finalText(game)}: ${awayTeam.abbreviation} ${game.awayScore}, ${homeTeam.abbreviation} ${game.homeScore}`
      : formatKickoff(game.startTime);
  const changed = choice !== undefined;
  const picked = choice ?? (prefilled.saved ? prefilled.teamId : null);
  const lookOf = (teamId: number): SideLook =>
    teamId === picked ? 'picked' : picked === null && teamId === prefilled.teamId ? 'default' : 'other';
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
          {choiceNote(game, prefilled, choice)}
        </Text>
      </HStack>
      <Grid templateColumns="1fr auto 1fr" gap="2" alignItems="center">
        <SideButton
          team={awayTeam}
          line={teamLine(game.spread, 'away')}
          look={lookOf(game.awayTeamId)}
          onPick={() => onPick(game.awayTeamId)}
        />
        <Text aria-hidden fontSize="xs" fontWeight="bold" color="fg.muted">
          @
        </Text>
        <SideButton
          team={homeTeam}
          line={teamLine(game.spread, 'home')}
          look={lookOf(game.homeTeamId)}
          onPick={() => onPick(game.homeTeamId)}
        />
      </Grid>
    </Stack>
  );
};
