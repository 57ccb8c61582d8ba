import type { RemindResult } from '@shared/schemas/reminders';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

const remindUrl = '/api/admin/missing-picks/remind';

/** Mails every opted-in player with missing picks now. */
export const useRemindPlayers = () =>
  useSWRMutation(remindUrl, (url: string) => apiMutate<RemindResult>('POST', url));
