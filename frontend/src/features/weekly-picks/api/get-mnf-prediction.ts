import type { MnfPrediction } from '@shared/schemas/picks';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const mnfPredictionKey = (week: number) => ['/api/tiebreaker/mnf', week] as const;

/** The viewer's Monday-night total for the week, or null before they entered one. */
export const getMnfPrediction = (week: number): Promise<MnfPrediction | null> =>
  apiGet<MnfPrediction | null>(mnfPredictionKey(week));

export const useMnfPrediction = (week: number | null) =>
  useSWR<MnfPrediction | null, Error>(week === null ? null : mnfPredictionKey(week), apiGet);
