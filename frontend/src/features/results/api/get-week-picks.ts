import type { WeeklyPick } from '@shared/schemas/picks';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const weekPicksKey = (week: number) => ['/api/picks/weekly', week] as const;

/**
 * Every pick of the week the viewer may see: their own always, others' for started games while
 * show_all_results is on, everything for admins.
 */
export const getWeekPicks = (week: number): Promise<WeeklyPick[]> => apiGet<WeeklyPick[]>(weekPicksKey(week));

/** `refreshInterval`: read again that often (ms) while the week's games are live; 0 = never. */
export const useWeekPicks = (week: number, { refreshInterval = 0 } = {}) =>
  useSWR<WeeklyPick[], Error>(weekPicksKey(week), apiGet, { refreshInterval });
