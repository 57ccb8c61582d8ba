import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface SimulateWeekResult {
  message: string;
  gamesUpdated: number;
  picksScored: number;
}

export const simulateWeekUrl = (week: number) => `/api/admin/simulate-week/${week}`;

/** Testing: plausible final scores for the week's unfinished games, then grading. */
export const simulateWeek = (week: number): Promise<SimulateWeekResult> =>
  apiMutate<SimulateWeekResult>('POST', simulateWeekUrl(week));

export const useSimulateWeek = () =>
  useSWRMutation('/api/admin/simulate-week', (_url: string, { arg }: { arg: number }) => simulateWeek(arg));
