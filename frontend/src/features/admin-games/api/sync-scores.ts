import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface SyncScoresResult {
  message: string;
  gamesUpdated: number;
  picksScored: number;
}

export const syncScoresUrl = (week: number) => `/api/admin/sync-scores/${week}`;

/** Pulls the provider's final scores into the week and grades it, in one step. */
export const syncScores = (week: number): Promise<SyncScoresResult> =>
  apiMutate<SyncScoresResult>('POST', syncScoresUrl(week));

export const useSyncScores = () =>
  useSWRMutation('/api/admin/sync-scores', (_url: string, { arg }: { arg: number }) => syncScores(arg));
