import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiKey, keyToUrl } from '@/lib/api-client';

/** Reads that change when games, scores or grades change, across every page of the app. */
const poolDataPrefixes = [
  '/api/games/',
  '/api/leaderboard/',
  '/api/picks/',
  '/api/survivor/',
  '/api/admin/survivor/',
  '/api/admin/pool-stats',
];

const isPoolDataKey = (key: unknown): boolean => {
  if (typeof key !== 'string' && !Array.isArray(key)) return false;
  const url = keyToUrl(key as ApiKey);
  return poolDataPrefixes.some((prefix) => url.startsWith(prefix));
};

/** Revalidates every cached game, pick and standings read after an admin change. */
export const useRefreshPoolData = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isPoolDataKey), [mutate]);
};
