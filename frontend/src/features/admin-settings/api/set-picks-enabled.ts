import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const picksEnabledUrl = '/api/admin/picks/enabled';

/** Opens or closes pick submission for everyone (games still lock at kickoff). */
export const setPicksEnabled = (isEnabled: boolean): Promise<unknown> =>
  apiMutate('PUT', picksEnabledUrl, { isEnabled });

export const useSetPicksEnabled = () =>
  useSWRMutation(picksEnabledUrl, (_url: string, { arg }: { arg: boolean }) => setPicksEnabled(arg));
