import { FALLBACK_WEEK } from '@shared/game';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const currentWeekKey = '/api/games/current-week';

export const getCurrentWeek = (): Promise<{ week: number }> =>
  apiGet(currentWeekKey, (s) => s.currentWeekResponse);

/** The pool's current week; `week` is null while loading and the fallback week after a failure. */
export const useCurrentWeek = () => {
  const { data, error, isLoading } = useSWR<{ week: number }, Error>(currentWeekKey, getCurrentWeek);
  const known = data && Number.isInteger(data.week) && data.week > 0 ? data.week : null;
  const week = known ?? (isLoading ? null : FALLBACK_WEEK);
  return { week, error, isLoading };
};
