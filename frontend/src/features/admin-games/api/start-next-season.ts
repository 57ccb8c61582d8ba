import type { NextSeasonResult, SeasonList } from '@shared/schemas/seasons';
import useSWR from 'swr';
import { apiGet, apiMutate } from '@/lib/api-client';

export const seasonsKey = '/api/seasons';

/** The season the pool plays and those before it. */
export const useSeasonList = () => useSWR<SeasonList, Error>(seasonsKey, apiGet);

/** Archives the season the pool plays and starts `season` (later than it) from the provider's schedule. */
export const startNextSeason = (season: number): Promise<NextSeasonResult> =>
  apiMutate<NextSeasonResult>('POST', '/api/admin/season/next', { season });
