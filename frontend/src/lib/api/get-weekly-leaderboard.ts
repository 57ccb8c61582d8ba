import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import useSWR from 'swr';
import { apiGet, readAs } from '@/lib/api-client';

export const weeklyLeaderboardKey = (week: number) => ['/api/leaderboard/weekly', week] as const;

/** The week's standings, ranked. */
export const getWeeklyLeaderboard = (week: number): Promise<WeeklyLeaderboardEntry[]> =>
  apiGet(weeklyLeaderboardKey(week), (s) => s.weeklyLeaderboardResponse);

/** `refreshInterval`: read again that often (ms) while the week's games are live; 0 = never. */
export const useWeeklyLeaderboard = (week: number | null, { refreshInterval = 0 } = {}) =>
  useSWR<WeeklyLeaderboardEntry[], Error>(
    week === null ? null : weeklyLeaderboardKey(week),
    readAs((s) => s.weeklyLeaderboardResponse),
    {
      refreshInterval,
    },
  );
