import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { isMondayGame, mnfTiebreakerGame, tiebreakerMoveRefusal } from '@shared/mnf-game';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { WeekSelect } from '@/components/week-select';
import { useSetMnfTiebreaker } from '@/features/admin-games/api/set-mnf-tiebreaker';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { useWeekGames } from '@/lib/api/get-week-games';
import { formatKickoff } from '@/lib/format-kickoff';
import { serverNow } from '@/lib/server-clock';

interface MnfTiebreakerCardProps {
  currentWeek: number;
}

/** Monday games and the flagged game come first; the rest only on request. */
const shortlist = (games: readonly Game[]): Game[] =>
  games.filter((game) => game.isMnfTiebreaker || isMondayGame(game));

const named = (game: Game) => ({
  ...game,
  matchup: `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`,
});

interface TiebreakerRowProps {
  game: Game;
  pending: boolean;
  /** Why the tiebreaker cannot move to this game now (the server refuses it too), or null. */
  refusal: string | null;
  onChoose: () => void;
}

const TiebreakerRow = ({ game, pending, refusal, onChoose }: TiebreakerRowProps) => {
  const matchup = `${game.awayTeam.abbreviation} at ${game.homeTeam.abbreviation}`;
  return (
    <HStack
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderColor={game.isMnfTiebreaker ? 'brand.solid' : 'border'}
      bg={game.isMnfTiebreaker ? 'brand.subtle' : 'bg'}
      borderRadius="l2"
      px="3"
      py="2"
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation}
          </Text>
          {isMondayGame(game) && (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              Monday
            </Badge>
          )}
          {game.isMnfTiebreaker && (
            <Badge size="sm" colorPalette="green" variant="solid">
              Current
            </Badge>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {formatKickoff(game.startTime)}
        </Text>
      </Stack>
      {!game.isMnfTiebreaker && (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Use ${matchup} as tiebreaker`}
          onClick={onChoose}
          disabled={pending || refusal !== null}
          title={refusal ?? undefined}
        >
          Use
        </Button>
      )}
    </HStack>
  );
};

/** Chooses the week's Monday-night tiebreaker game. */
export const MnfTiebreakerCard = ({ currentWeek }: MnfTiebreakerCardProps) => {
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const week = chosenWeek ?? currentWeek;
  const [showAll, setShowAll] = useState(false);
  const { data: games, error, mutate } = useWeekGames(week);
  const { trigger, isMutating } = useSetMnfTiebreaker();
  const refreshPoolData = useRefreshPoolData();

  const choose = async (game: Game) => {
    try {
      await trigger(game.id);
    } catch (error) {
      reportAdminError(error, 'Failed to update MNF tiebreaker');
      return;
    }
    await refreshPoolData();
    reportAdminSuccess(
      'MNF tiebreaker updated',
      `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} decides Week ${week} ties.`,
    );
  };

  const current = games ? mnfTiebreakerGame(games) : null;
  const refusalOf = (game: Game) =>
    tiebreakerMoveRefusal(current && named(current), named(game), new Date(serverNow()));
  const short = games ? shortlist(games) : [];
  const listed = games && (showAll || short.length === 0) ? games : short;
  const hidden = games ? games.length - listed.length : 0;

  return (
    <AdminCard
      title="Monday Night Tiebreaker"
      description="Players predict the total points of this game to break weekly ties. Moving it clears the totals predicted for the old game and tells their players; it stays once either game has kicked off."
    >
      <WeekSelect
        label="Tiebreaker week"
        week={week}
        onChange={(next) => {
          setChosenWeek(next);
          setShowAll(false);
        }}
      />
      {error ? (
        <LoadError what={`the games of Week ${week}`} onRetry={() => void mutate()} />
      ) : !games ? (
        <Skeleton height="24" />
      ) : games.length === 0 ? (
        <EmptyMessage title={`No games found for week ${week}`} />
      ) : (
        <Stack gap="2" aria-busy={isMutating}>
          {short.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No Monday game this week: choose any game.
            </Text>
          )}
          {listed.map((game) => (
            <TiebreakerRow
              key={game.id}
              game={game}
              pending={isMutating}
              refusal={refusalOf(game)}
              onChoose={() => choose(game)}
            />
          ))}
          {hidden > 0 && (
            <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setShowAll(true)}>
              Show all {games.length} games
            </Button>
          )}
        </Stack>
      )}
    </AdminCard>
  );
};
