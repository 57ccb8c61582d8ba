import type { WeeklyPick } from '@shared/schemas/picks';
import useSWR from 'swr';
import { apiGet, readAs } from '@/lib/api-client';

export const userWeeklyPicksKey = (week: number, userId: string) =>
  ['/api/picks/weekly', week, encodeURIComponent(userId)] as const;

/** One player's picks of a week (the viewer's own, for the picks page and the dashboard). */
export const getUserWeeklyPicks = (week: number, userId: string): Promise<WeeklyPick[]> =>
  apiGet(userWeeklyPicksKey(week, userId), (s) => s.weeklyPicksResponse);

/** `refreshInterval`: read again that often (ms) while the week's games are live; 0 = never. */
export const useUserWeeklyPicks = (
  week: number | null,
  userId: string | null,
  { refreshInterval = 0 } = {},
) =>
  useSWR<WeeklyPick[], Error>(
    week === null || !userId ? null : userWeeklyPicksKey(week, userId),
    readAs((s) => s.weeklyPicksResponse),
    {
      refreshInterval,
    },
  );
