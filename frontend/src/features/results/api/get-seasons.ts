import type { SeasonArchive, SeasonList } from '@shared/schemas/seasons';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const seasonsKey = '/api/seasons';

/** The season the pool plays and those it played before; pass false to read nothing. */
export const useSeasons = (wanted: boolean) => useSWR<SeasonList, Error>(wanted ? seasonsKey : null, apiGet);

/** A past season's archive (one read); pass null to read nothing. */
export const useSeasonArchive = (season: number | null) =>
  useSWR<SeasonArchive, Error>(season === null ? null : `${seasonsKey}/${season}`, apiGet);
