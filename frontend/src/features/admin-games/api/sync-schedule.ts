import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface SyncScheduleResult {
  message: string;
  created: number;
  updated: number;
}

export const syncScheduleUrl = (week: number) => `/api/admin/sync-schedule/${week}`;

/** Pulls a week's games from the provider; stored spreads and the MNF flag are kept. */
export const syncSchedule = (week: number): Promise<SyncScheduleResult> =>
  apiMutate<SyncScheduleResult>('POST', syncScheduleUrl(week));

export const useSyncSchedule = () =>
  useSWRMutation('/api/admin/sync-schedule', (_url: string, { arg }: { arg: number }) => syncSchedule(arg));
