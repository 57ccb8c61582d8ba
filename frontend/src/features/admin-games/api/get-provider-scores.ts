import type { ProviderScore } from '@shared/schemas/admin';
import useSWRMutation from 'swr/mutation';
import { apiGet } from '@/lib/api-client';

export interface ProviderScores {
  scores: ProviderScore[];
  message: string;
}

export const providerScoresKey = (week: number) => `/api/admin/espn-scores/${week}`;

/** The provider's scores of the week's stored games (nothing is saved); the timestamp defeats caches. */
export const getProviderScores = (week: number): Promise<ProviderScores> =>
  apiGet<ProviderScores>(`${providerScoresKey(week)}?t=${Date.now()}`);

/** Loaded on demand (the "Sync from Provider" button), hence a mutation-style hook. */
export const useProviderScores = () =>
  useSWRMutation('/api/admin/espn-scores', (_url: string, { arg }: { arg: number }) =>
    getProviderScores(arg),
  );
