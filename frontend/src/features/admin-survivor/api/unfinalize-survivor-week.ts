import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface UnfinalizeSurvivorWeekResult {
  /** "Week 15 reopened. Players can change their survivor picks until kickoff." */
  message: string;
  week: number;
  picksReopened: number;
}

export const unfinalizeSurvivorWeekUrl = '/api/admin/survivor/unfinalize-week';

/** Opens the current week's survivor picks again (the server refuses any other week). */
export const useUnfinalizeSurvivorWeek = () =>
  useSWRMutation(unfinalizeSurvivorWeekUrl, (_url: string, { arg }: { arg: number }) =>
    apiMutate<UnfinalizeSurvivorWeekResult>('POST', unfinalizeSurvivorWeekUrl, { week: arg }),
  );
