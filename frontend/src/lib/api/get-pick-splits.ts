import type { PickSplit } from '@shared/game';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const pickSplitsKey = (week: number) => ['/api/picks/splits', week] as const;

/** The pool's split on each game of the week that has started. */
export const getPickSplits = (week: number): Promise<PickSplit[]> => apiGet<PickSplit[]>(pickSplitsKey(week));

/** Pass null to fetch nothing (no game of the week has started yet). */
export const usePickSplits = (week: number | null) =>
  useSWR<PickSplit[], Error>(week === null ? null : pickSplitsKey(week), apiGet);
