import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { isLive } from '@shared/live-game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { LiveClock } from '@/components/live-clock';
import { TeamLogo } from '@/components/team-logo';
import { GamesCardHeader } from '@/features/dashboard/components/games-card-header';
import { coverLooks, liveCover, liveScoreText } from '@/lib/live-score';

interface LiveGamesCardProps {
  games: Game[] | undefined;
  /** The player's picks of the week; undefined while loading. */
  picks: WeeklyPick[] | undefined;
}

/** Where the player's pick stands right now, or that there is none. */
const CoverBadge = ({ game, pick }: { game: Game; pick: WeeklyPick | undefined }) => {
  const cover = liveCover(game, pick?.pickedTeamId);
  if (!pick || !cover) {
    return (
      <Badge colorPalette="gray" variant="outline" flexShrink="0">
        No pick
      </Badge>
    );
  }
  return (
    <Badge colorPalette={coverLooks[cover].palette} variant="subtle" flexShrink="0">
      {coverLooks[cover].label}: {pick.pickedTeam?.abbreviation}
    </Badge>
  );
};

const LiveRow = ({ game, picks }: { game: Game; picks: Map<string, WeeklyPick> | undefined }) => (
  <HStack
    as="li"
    justify="space-between"
    gap="3"
    py="2.5"
    borderBottomWidth="1px"
    _last={{ borderBottomWidth: 0 }}
  >
    <Stack gap="1" minW="0">
      <HStack gap="1.5" fontWeight="semibold" fontSize="sm" fontVariantNumeric="tabular-nums">
        <TeamLogo teamId={game.awayTeamId} size={22} />
        <TeamLogo teamId={game.homeTeamId} size={22} />
        <Text>{liveScoreText(game)}</Text>
      </HStack>
      <LiveClock game={game} fontSize="xs" />
    </Stack>
    {picks && <CoverBadge game={game} pick={picks.get(game.id)} />}
  </HStack>
);

/** The week's games in progress with their scores and how the player's picks stand; nothing when none is. */
export const LiveGamesCard = ({ games, picks }: LiveGamesCardProps) => {
  const live = games?.filter(isLive) ?? [];
  if (live.length === 0) return null;
  const pickOf = picks && new Map(picks.map((pick) => [pick.gameId, pick]));
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" borderColor="border.error" data-testid="live-games">
      <GamesCardHeader title="Live now" />
      <Card.Body pt="2">
        <Stack as="ul" gap="0" listStyleType="none">
          {live.map((game) => (
            <LiveRow key={game.id} game={game} picks={pickOf} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
