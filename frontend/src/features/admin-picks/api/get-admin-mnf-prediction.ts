import type { AdminMnfPrediction } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

const adminMnfPredictionKey = (userId: string, week: number) =>
  `/api/admin/mnf-tiebreaker/${encodeURIComponent(userId)}/${week}`;

/** The player's Monday-night total of the week; null when they have none. */
export const useAdminMnfPrediction = (userId: string, week: number) =>
  useSWR<AdminMnfPrediction | null, Error>(adminMnfPredictionKey(userId, week), apiGet);
