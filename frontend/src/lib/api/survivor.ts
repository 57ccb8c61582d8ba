import type {
  MySurvivorEntry,
  SurvivorEntry,
  SurvivorPick,
  SurvivorPickInput,
  SurvivorPool,
  SurvivorPoolResults,
  SurvivorStats,
} from '@shared/schemas/survivor';
import useSWR from 'swr';
import { apiGet, apiMutate, readAs } from '@/lib/api-client';

/* The survivor and Week 6 reads and writes every screen shares (weekly picks, dashboard, pools, results, admin). */

export const mySurvivorEntryKey = '/api/survivor/entry';
export const survivorStatsKey = '/api/survivor/stats';
export const survivorPoolsKey = '/api/survivor/pools';
export const week6PoolsKey = '/api/week6/pools';
export const week6EntriesKey = '/api/week6/entries';
/** `season`: a season the pool played before (its archive's pools); absent, the season played. */
export const survivorResultsKey = (poolId: string, maxWeek?: number, season?: number) =>
  `/api/survivor/results?poolId=${encodeURIComponent(poolId)}${maxWeek ? `&maxWeek=${maxWeek}` : ''}${
    season ? `&season=${season}` : ''
  }`;

/** The player's standard or late-entry entry with its picks, or the reason there is none. */
export const useMySurvivorEntry = () =>
  useSWR<MySurvivorEntry, Error>(
    mySurvivorEntryKey,
    readAs((s) => s.mySurvivorEntryResponse),
  );

export const getWeek6Entries = readAs((s) => s.week6EntriesResponse);

/** The player's Week 6 entries with their picks, oldest first. */
export const useWeek6Entries = (enabled = true) =>
  useSWR<SurvivorEntry[], Error>(enabled ? week6EntriesKey : null, getWeek6Entries);

export const useWeek6Pools = () => useSWR<SurvivorPool[], Error>(week6PoolsKey, apiGet);

/** Every survivor pool: standard, late entry, then the Week 6 pools (of a season played before with `season`). */
export const useSurvivorPools = (season?: number) =>
  useSWR<SurvivorPool[], Error>(season ? `${survivorPoolsKey}?season=${season}` : survivorPoolsKey, apiGet);

export const useSurvivorStats = () => useSWR<SurvivorStats, Error>(survivorStatsKey, apiGet);

export const useSurvivorResults = (poolId: string | null, maxWeek?: number, season?: number) =>
  useSWR<SurvivorPoolResults, Error>(poolId ? survivorResultsKey(poolId, maxWeek, season) : null, apiGet);

/** Saves a standard or late-entry pick; 4xx {message} when the rules refuse it. */
export const saveSurvivorPick = (input: SurvivorPickInput): Promise<SurvivorPick> =>
  apiMutate<SurvivorPick>('POST', '/api/survivor/pick', input);

/** Saves a Week 6 entry's pick; 4xx {message} when the rules refuse it. */
export const saveWeek6Pick = (input: SurvivorPickInput): Promise<SurvivorPick> =>
  apiMutate<SurvivorPick>('POST', '/api/week6/picks', input);

export const createWeek6Entry = (poolId: string, entryName: string): Promise<SurvivorEntry> =>
  apiMutate<SurvivorEntry>('POST', week6EntriesKey, { poolId, entryName });

export const deleteWeek6Entry = (entryId: string): Promise<unknown> =>
  apiMutate('DELETE', `${week6EntriesKey}/${encodeURIComponent(entryId)}`);
