import type { LiveScoresConfig, LiveScoresStatus } from '@shared/schemas/live-scores';
import useSWRMutation from 'swr/mutation';
import { liveScoresKey } from '@/features/admin-games/api/get-live-scores';
import { apiMutate } from '@/lib/api-client';

/** Switches the game-day job on or off and sets its interval; it applies from the next tick and answers the new state. */
export const updateLiveScores = (config: LiveScoresConfig): Promise<LiveScoresStatus> =>
  apiMutate<LiveScoresStatus>('PUT', liveScoresKey, config);

export const useUpdateLiveScores = () =>
  useSWRMutation('/api/admin/live-scores/update', (_url: string, { arg }: { arg: LiveScoresConfig }) =>
    updateLiveScores(arg),
  );
