import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface FinalizeSurvivorWeekResult {
  /** "Week finalized. All picks are now locked." */
  message: string;
  week: number;
  picksFinalized: number;
}

export const finalizeSurvivorWeekUrl = '/api/admin/survivor/finalize-week';

/** Locks every survivor pick of the week in every pool: none can be made or changed after. */
export const finalizeSurvivorWeek = (week: number): Promise<FinalizeSurvivorWeekResult> =>
  apiMutate<FinalizeSurvivorWeekResult>('POST', finalizeSurvivorWeekUrl, { week });

export const useFinalizeSurvivorWeek = () =>
  useSWRMutation(finalizeSurvivorWeekUrl, (_url: string, { arg }: { arg: number }) =>
    finalizeSurvivorWeek(arg),
  );
