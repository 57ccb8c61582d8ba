import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface SyncTeamsResult {
  message: string;
  count: number;
}

export const syncTeamsUrl = '/api/admin/sync-teams';

/** Refreshes the 32 teams from the sports data provider. */
export const syncTeams = (): Promise<SyncTeamsResult> => apiMutate<SyncTeamsResult>('POST', syncTeamsUrl);

export const useSyncTeams = () => useSWRMutation(syncTeamsUrl, syncTeams);
