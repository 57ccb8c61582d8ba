import type { GameRecord } from '@shared/game';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const mnfTiebreakerUrl = (gameId: string) =>
  `/api/admin/game/${encodeURIComponent(gameId)}/mnf-tiebreaker`;

/** Flags the game as its week's tiebreaker (the server clears the flag on the others). */
export const setMnfTiebreaker = (gameId: string): Promise<GameRecord> =>
  apiMutate<GameRecord>('PUT', mnfTiebreakerUrl(gameId), { isMnfTiebreaker: true });

export const useSetMnfTiebreaker = () =>
  useSWRMutation('/api/admin/game/mnf-tiebreaker', (_url: string, { arg }: { arg: string }) =>
    setMnfTiebreaker(arg),
  );
