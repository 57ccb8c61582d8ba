import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { hasKickedOff } from '@shared/pick-lock';
import { useRef, useState } from 'react';
import { BoardPager } from '@/components/board-pager';
import { DownloadCsvLink } from '@/components/download-csv-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { weeklyStandingsCsvUrl } from '@/features/results/api/csv-downloads';
import { MnfPoints } from '@/features/results/components/mnf-points';
import { StandingsRow } from '@/features/results/components/standings-row';
import { TableSkeleton } from '@/features/results/components/table-skeleton';
import { prizeNote } from '@/features/results/prize-note';
import { tiebreakNote } from '@/features/results/tiebreak-note';
import { weekInPlay, weekOutlookText } from '@/features/results/week-outlook-text';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useWeeklyLeaderboard } from '@/lib/api/get-weekly-leaderboard';
import { liveRefreshInterval } from '@/lib/live-score';
import { serverNow } from '@/lib/server-clock';

interface WeeklyStandingsTabProps {
  week: number;
  viewerId: string;
}

/** Tighter cells below md, so all five columns fit a phone. */
const compactOnPhones = { '& th, & td': { px: { base: '1.5', md: '3' } } } as const;

const LEGEND_ID = 'weekly-standings-legend';

/** "6 games still to play": the games of the week not final yet. */
const gamesLeftText = (games: readonly Game[] | undefined) => {
  const left = games?.filter((game) => !game.isCompleted).length;
  if (!left) return 'games still to play';
  return `${left} ${left === 1 ? 'game' : 'games'} still to play`;
};

/** While games remain the order is a projection: said once above the board, and no medals in it. */
const LiveBoard = ({ games }: { games: readonly Game[] | undefined }) => (
  <HStack gap="2" align="center" role="status">
    <Badge colorPalette="red" variant="solid" flexShrink="0">
      Live
    </Badge>
    <Text fontSize="sm">Projected standings, {gamesLeftText(games)}; medals once the week is decided.</Text>
  </HStack>
);

const oneDecimal = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** The week's standings: record, Monday-night points and tiebreaker average. */
export const WeeklyStandingsTab = ({ week, viewerId }: WeeklyStandingsTabProps) => {
  const games = useWeekGames(week, { live: true });
  // A long board pages; another week opens on its first page.
  const [shown, setShown] = useState({ week, page: 1 });
  const top = useRef<HTMLDivElement>(null);
  const page = shown.week === week ? shown.page : 1;
  // The standings move the moment a live game is final and graded.
  const {
    data: board,
    error,
    mutate,
  } = useWeeklyLeaderboard(week, {
    page,
    refreshInterval: liveRefreshInterval(games.data, serverNow()),
  });
  const data = board?.entries;
  // Others' Monday-night totals stay hidden until the tiebreaker game kicks off (server's verdict).
  const mondayGame = games.data?.find((game) => game.isMnfTiebreaker);
  const othersHidden = mondayGame !== undefined && !hasKickedOff(mondayGame);
  if (error) return <LoadError what="the standings" onRetry={() => void mutate()} />;
  if (!board || !data || (!games.data && !games.error)) return <TableSkeleton />;
  if (data.length === 0) return <EmptyMessage title="No data available" />;
  const inPlay = weekInPlay(data);

  return (
    <Stack gap="2" ref={top}>
      {inPlay && <LiveBoard games={games.data} />}
      <Text id={LEGEND_ID} fontSize="xs" color="fg.muted">
        <strong>MNF Points</strong>: the Monday-night total picked / the real total, ± how far off.{' '}
        <strong>TB Avg</strong>: the average Monday-night miss over the weeks so far. Equal records are
        ordered by the smaller Monday-night miss, then the smaller TB Avg; "Tied:" under a name says which one
        split it from the row beside it (while games are left, only among the leaders). Players level on all
        of them are ordered by user id, as the week's prize is paid.
        {inPlay && (
          <>
            {' '}
            While games are left to play, <strong>Up to</strong> under a record is the most correct picks a
            player can still reach (a game not kicked off counts for everyone: it can still be picked), and
            "Out of the running" marks a player whom no result of the games left can put first.
          </>
        )}
      </Text>
      <DownloadCsvLink href={weeklyStandingsCsvUrl(week)} />
      <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg">
        <Table.Root
          size="sm"
          aria-label={`Week ${week} standings`}
          aria-describedby={LEGEND_ID}
          css={compactOnPhones}
        >
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="10">Rank</Table.ColumnHeader>
              <Table.ColumnHeader>Player</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Record</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                MNF Points
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                TB Avg
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((entry) => (
              <StandingsRow
                key={entry.userId}
                entry={entry}
                viewerId={viewerId}
                playerMaxWidth="24"
                note={tiebreakNote(entry, data, { inPlay })}
                medals={!inPlay}
                prize={prizeNote(entry, data)}
                status={weekOutlookText(entry).out}
                recordNote={weekOutlookText(entry).upTo}
              >
                <Table.Cell textAlign="end">
                  <MnfPoints
                    result={entry.mnfTiebreaker}
                    hiddenUntilKickoff={othersHidden && entry.userId !== viewerId}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                  {oneDecimal(entry.avgTiebreakerToDate)}
                </Table.Cell>
              </StandingsRow>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <BoardPager
        label={`Week ${week} standings`}
        page={board.page}
        pages={board.pages}
        players={board.players}
        onPage={(next) => {
          setShown({ week, page: next });
          // The next page reads from its first row, not from the foot of the one before.
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </Stack>
  );
};
