import { Stack, Text } from '@chakra-ui/react';
import { hasKickedOff } from '@shared/pick-lock';
import { othersPicksShown } from '@shared/pick-visibility';
import { buildPicksGrid } from '@shared/picks-grid';
import { DownloadCsvLink } from '@/components/download-csv-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { picksGridCsvUrl } from '@/features/results/api/csv-downloads';
import { useUsers } from '@/features/results/api/get-users';
import { useWeekPicks } from '@/features/results/api/get-week-picks';
import { OutcomeLegend } from '@/features/results/components/outcome-legend';
import { PicksGridTable } from '@/features/results/components/picks-grid-table';
import { ResultsNotice } from '@/features/results/components/results-notice';
import { TableSkeleton } from '@/features/results/components/table-skeleton';
import { usePickSplits } from '@/lib/api/get-pick-splits';
import { useSetting } from '@/lib/api/get-setting';
import { useWeekGames } from '@/lib/api/get-week-games';
import { liveRefreshInterval } from '@/lib/live-score';
import { serverNow } from '@/lib/server-clock';
import type { CurrentUser } from '@/lib/user';

interface WeeklyPicksTabProps {
  week: number;
  viewer: CurrentUser;
}

/** Everyone's picks of a week, game by game, coloured by how they came out. */
export const WeeklyPicksTab = ({ week, viewer }: WeeklyPicksTabProps) => {
  const games = useWeekGames(week, { live: true });
  // Picks are graded the moment a live game is final: read them along with the scores.
  const picks = useWeekPicks(week, { refreshInterval: liveRefreshInterval(games.data, serverNow()) });
  const users = useUsers();
  const showAllResults = useSetting('show_all_results');
  const splits = usePickSplits(games.data?.some(hasKickedOff) ? week : null);

  const error = games.error ?? picks.error ?? users.error ?? showAllResults.error;
  if (error) {
    const retry = () => {
      void games.mutate();
      void picks.mutate();
      void users.mutate();
      void showAllResults.mutate();
    };
    return <LoadError what="the picks" onRetry={retry} />;
  }
  if (!games.data || !picks.data || !users.data || showAllResults.value === undefined)
    return <TableSkeleton />;
  if (games.data.length === 0) return <EmptyMessage title={`No games found for week ${week}`} />;
  if (users.data.length === 0) return <EmptyMessage title="No picks available" />;

  // With show_all_results off, others' picks show once picks are closed (every game kicked off).
  const othersHidden =
    !viewer.isAdmin && !othersPicksShown(showAllResults.value === 'true', games.data.map(hasKickedOff));
  const rows = buildPicksGrid({
    users: users.data,
    picks: picks.data,
    games: games.data,
    viewerId: viewer.id,
    viewerIsAdmin: viewer.isAdmin,
    showAllResults: !othersHidden,
  });

  return (
    <Stack gap="3">
      {othersHidden ? (
        <ResultsNotice>
          Results will show once picks are closed: others' picks appear when the week's last game kicks off
        </ResultsNotice>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {showAllResults.value === 'true'
            ? "Others' picks show once each game kicks off."
            : viewer.isAdmin
              ? "Players see others' picks once picks are closed, when the week's last game kicks off."
              : "Picks are closed: everyone's picks show."}
        </Text>
      )}
      {picks.data.length === 0 ? (
        <EmptyMessage title="No picks made for this week" />
      ) : (
        <>
          <DownloadCsvLink href={picksGridCsvUrl(week)} />
          <PicksGridTable
            games={games.data}
            rows={rows}
            splits={new Map((splits.data ?? []).map((split) => [split.gameId, split]))}
          />
          <OutcomeLegend />
        </>
      )}
    </Stack>
  );
};
