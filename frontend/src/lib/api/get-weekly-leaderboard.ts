import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const weeklyLeaderboardKey = (week: number) => ['/api/leaderboard/weekly', week] as const;

/** The week's standings, ranked. */
export const getWeeklyLeaderboard = (week: number): Promise<WeeklyLeaderboardEntry[]> =>
  apiGet<WeeklyLeaderboardEntry[]>(weeklyLeaderboardKey(week));

export const useWeeklyLeaderboard = (week: number | null) =>
  useSWR<WeeklyLeaderboardEntry[], Error>(week === null ? null : weeklyLeaderboardKey(week), apiGet);
