import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const resultsVisibilityUrl = '/api/admin/results/visibility';

/** Whether players see the results grid before picks close. */
export const setResultsVisibility = (showAllResults: boolean): Promise<unknown> =>
  apiMutate('PUT', resultsVisibilityUrl, { showAllResults });

export const useSetResultsVisibility = () =>
  useSWRMutation(resultsVisibilityUrl, (_url: string, { arg }: { arg: boolean }) =>
    setResultsVisibility(arg),
  );
