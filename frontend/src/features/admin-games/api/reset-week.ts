import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface ResetWeekResult {
  /** "Week N scores and picks reset". */
  message: string;
  gamesReset: number;
}

export const resetWeekUrl = (week: number) => `/api/admin/reset-scores/${week}`;

/** Testing: clears the week's scores and grades; every pick stays. */
export const resetWeek = (week: number): Promise<ResetWeekResult> =>
  apiMutate<ResetWeekResult>('POST', resetWeekUrl(week));

export const useResetWeek = () =>
  useSWRMutation('/api/admin/reset-scores', (_url: string, { arg }: { arg: number }) => resetWeek(arg));
