import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyMessage } from '@/components/empty-message';
import { TeamLogo } from '@/components/team-logo';
import { formatKickoff } from '@/lib/format-kickoff';

/** The dashboard shows the first three games of the week (spec section 9). */
export const DASHBOARD_GAMES = 3;

interface WeekGamesCardProps {
  week: number;
  games: Game[] | undefined;
  picks: WeeklyPick[] | undefined;
}

const GameRow = ({ game, picked }: { game: Game; picked: boolean }) => (
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
        {formatKickoff(game.startTime)}
      </Text>
    </Stack>
    <Badge colorPalette={picked ? 'green' : 'gray'} variant={picked ? 'subtle' : 'outline'} flexShrink="0">
      {picked ? 'Pick made' : 'No pick'}
    </Badge>
  </HStack>
);

/** The week's first games with whether the player has picked them. */
export const WeekGamesCard = ({ week, games, picks }: WeekGamesCardProps) => {
  const pickedGames = new Set(picks?.map((pick) => pick.gameId));
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs">
      <Card.Header pb="0">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            This Week's Games
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to="/weekly-picks">All picks</RouterLink>
          </Button>
        </HStack>
      </Card.Header>
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
              <GameRow key={game.id} game={game} picked={pickedGames.has(game.id)} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
