import type { BatchPicksResult, PickInput } from '@shared/schemas/picks';
import { apiMutate } from '@/lib/api-client';

export const saveWeeklyPicksUrl = '/api/picks/weekly/batch';

/** Saves many picks at once: a 200 may still list games that failed (partial success). */
export const saveWeeklyPicks = (picks: PickInput[]): Promise<BatchPicksResult> =>
  apiMutate<BatchPicksResult>('POST', saveWeeklyPicksUrl, { picks });
