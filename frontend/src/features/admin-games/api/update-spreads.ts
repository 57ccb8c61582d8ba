import type { GameRecord } from '@shared/game';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface SpreadChange {
  gameId: string;
  /** The home line: negative when home is favored, null for no line. */
  spread: number | null;
}

export const updateSpreadUrl = (gameId: string) => `/api/admin/game/${encodeURIComponent(gameId)}/spread`;

/** 403 {message} once the game has kicked off. */
export const updateSpread = ({ gameId, spread }: SpreadChange): Promise<GameRecord> =>
  apiMutate<GameRecord>('PUT', updateSpreadUrl(gameId), { spread });

/** Sends every change in parallel; each one succeeds or fails on its own. */
export const updateSpreads = (changes: readonly SpreadChange[]) =>
  Promise.allSettled(changes.map((change) => updateSpread(change)));

export const useUpdateSpreads = () =>
  useSWRMutation('/api/admin/game/spreads', (_url: string, { arg }: { arg: readonly SpreadChange[] }) =>
    updateSpreads(arg),
  );
