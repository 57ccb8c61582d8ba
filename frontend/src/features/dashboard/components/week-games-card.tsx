import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { finalText, isWaitingForScore, WAITING_FOR_SCORE } from '@shared/live-game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { EmptyMessage } from '@/components/empty-message';
import { OutcomeMark } from '@/components/outcome-mark';
import { TeamLogo } from '@/components/team-logo';
import { GamesCardHeader } from '@/features/dashboard/components/games-card-header';
import { formatKickoff } from '@/lib/format-kickoff';
import { liveScoreLine } from '@/lib/live-score';
import { outcomeLooks } from '@/lib/pick-outcome';

/** The dashboard shows the first three games of the week (spec section 9). */
export const DASHBOARD_GAMES = 3;

interface WeekGamesCardProps {
  week: number;
  games: Game[] | undefined;
  picks: WeeklyPick[] | undefined;
}

const resultLabel = { correct: 'Won', incorrect: 'Lost', push: 'Push' } as const;

/** The pick's result once graded ("Won", "Lost", "Push"), else whether there is a pick. */
const PickBadge = ({ pick }: { pick: WeeklyPick | undefined }) => {
  if (!pick) {
    return (
      <Badge colorPalette="gray" variant="outline" flexShrink="0">
        No pick
      </Badge>
    );
  }
  if (pick.outcome === 'pending') {
    return (
      <Badge colorPalette="green" variant="subtle" flexShrink="0">
        Pick made
      </Badge>
    );
  }
  return (
    <Badge colorPalette={outcomeLooks[pick.outcome].palette} variant="subtle" flexShrink="0" gap="1">
      <OutcomeMark outcome={pick.outcome} boxSize="3" />
      {resultLabel[pick.outcome]}: {pick.pickedTeam?.abbreviation}
    </Badge>
  );
};

const finalLine = (game: Game) =>
  `${finalText(game)}: ${game.awayTeam.abbreviation} ${game.awayScore}, ${game.homeTeam.abbreviation} ${game.homeScore}`;

const GameRow = ({ game, pick }: { game: Game; pick: WeeklyPick | undefined }) => (
  <HStack justify="space-between" gap="3" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
    <Stack gap="1" minW="0">
      <HStack gap="1.5" fontWeight="semibold" fontSize="sm">
        <TeamLogo teamId={game.awayTeamId} size={22} />
        <Text>{game.awayTeam.abbreviation}</Text>
        <Text color="fg.subtle" fontSize="xs">
          @
        </Text>
        <TeamLogo teamId={game.homeTeamId} size={22} />
        <Text>{game.homeTeam.abbreviation}</Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {game.isCompleted
          ? finalLine(game)
          : isWaitingForScore(game)
            ? WAITING_FOR_SCORE
            : (liveScoreLine(game) ?? formatKickoff(game.startTime))}
      </Text>
    </Stack>
    <PickBadge pick={pick} />
  </HStack>
);

/** The week's first games with the player's pick on each, or its result once graded. */
export const WeekGamesCard = ({ week, games, picks }: WeekGamesCardProps) => {
  const pickOf = new Map(picks?.map((pick) => [pick.gameId, pick]));
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs">
      <GamesCardHeader title="This Week's Games" />
      <Card.Body pt="2">
        {games === undefined ? (
          <Stack gap="3" py="2">
            <Skeleton height="10" />
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ) : games.length === 0 ? (
          <EmptyMessage title={`No games found for week ${week}`} />
        ) : (
          <Stack gap="0">
            {games.slice(0, DASHBOARD_GAMES).map((game) => (
              <GameRow key={game.id} game={game} pick={pickOf.get(game.id)} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
