import type { PoolStats } from '@shared/schemas/admin';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const poolStatsKey = '/api/admin/pool-stats';

/** Head counts of the pool and of the current week. */
export const getPoolStats = (): Promise<PoolStats> => apiGet<PoolStats>(poolStatsKey);

export const usePoolStats = () => useSWR<PoolStats, Error>(poolStatsKey, getPoolStats);
