import type { SeasonEndedResult, SeasonEndState } from '@shared/schemas/seasons';
import useSWR from 'swr';
import { apiGet, apiMutate } from '@/lib/api-client';

export const seasonEndKey = '/api/admin/season/end-early';

/** Whether the season the pool plays is over or was ended early, and what ending it now leaves undecided. */
export const useSeasonEnd = () => useSWR<SeasonEndState, Error>(seasonEndKey, apiGet);

/** Ends the season before its last game; the server refuses unless `confirmSeason` is the season the pool plays. */
export const endSeasonEarly = (confirmSeason: number): Promise<SeasonEndedResult> =>
  apiMutate<SeasonEndedResult>('POST', seasonEndKey, { confirmSeason });
