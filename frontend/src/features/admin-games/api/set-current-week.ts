import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const setCurrentWeekUrl = '/api/admin/current-week';

/** Makes `week` (1-17) the pool's current week for every player. */
export const setCurrentWeek = (week: number): Promise<{ week: number }> =>
  apiMutate<{ week: number }>('PUT', setCurrentWeekUrl, { week });

export const useSetCurrentWeek = () =>
  useSWRMutation(setCurrentWeekUrl, (_url: string, { arg }: { arg: number }) => setCurrentWeek(arg));
