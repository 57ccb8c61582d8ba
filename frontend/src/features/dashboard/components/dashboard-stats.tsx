import { SimpleGrid } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { StatCard } from '@/features/dashboard/components/stat-card';
import {
  NO_RANK_YET,
  seasonSummary,
  survivorStatus,
  weeklyRankText,
} from '@/features/dashboard/dashboard-stats';
import { useSeasonLeaderboard } from '@/lib/api/get-season-leaderboard';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useWeeklyLeaderboard } from '@/lib/api/get-weekly-leaderboard';
import { useMySurvivorEntry, useSurvivorStats } from '@/lib/api/survivor';
import { serverNow } from '@/lib/server-clock';

interface DashboardStatsProps {
  week: number;
  userId: string;
  /** The week's games, read by the page; undefined while loading. */
  games: readonly Game[] | undefined;
}

/** Weekly rank, season record and survivor status with this week's pick (full-app players). */
export const DashboardStats = ({ week, userId, games }: DashboardStatsProps) => {
  const weekly = useWeeklyLeaderboard(week);
  const season = useSeasonLeaderboard();
  const weeklyBoard = weekly.data ?? (weekly.error ? { entries: [], players: 0 } : undefined);
  const seasonEntries = season.data ?? (season.error ? [] : undefined);
  const summary = seasonEntries && seasonSummary(seasonEntries, userId);
  const rank = weeklyBoard && weeklyRankText(weeklyBoard.entries, userId, weeklyBoard.players);
  const mySurvivor = useMySurvivorEntry();
  const survivorStats = useSurvivorStats();
  const firstWeek = mySurvivor.data?.entry?.firstWeek;
  // Only an entry that starts in a later week reads that week's games, for the day its first pick opens.
  const firstWeekGames = useWeekGames(firstWeek !== undefined && firstWeek > week ? firstWeek : null);
  const survivor =
    mySurvivor.data && survivorStats.data
      ? survivorStatus(mySurvivor.data, survivorStats.data, {
          week,
          games,
          firstWeekGames: firstWeekGames.data,
          nowMs: serverNow(),
        })
      : mySurvivor.error || survivorStats.error
        ? { value: 'Unavailable', help: 'Could not load survivor' }
        : undefined;

  return (
    <SimpleGrid columns={3} gap={{ base: '2', md: '4' }}>
      <StatCard
        label="Weekly rank"
        value={rank}
        help={rank === NO_RANK_YET ? 'After the first game is graded' : `Week ${week}`}
      />
      <StatCard label="Season record" value={summary?.record} help={summary?.winRate ?? 'No graded picks'} />
      <StatCard label="Survivor" value={survivor?.value} help={survivor?.help} />
    </SimpleGrid>
  );
};
