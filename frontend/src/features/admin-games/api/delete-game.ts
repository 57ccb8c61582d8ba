import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const deleteGameUrl = (gameId: string) => `/api/admin/game/${encodeURIComponent(gameId)}`;

/** Removes a game for good and re-grades its week; players' picks of it stay stored. */
export const deleteGame = (gameId: string): Promise<{ message: string }> =>
  apiMutate<{ message: string }>('DELETE', deleteGameUrl(gameId));

export const useDeleteGame = () =>
  useSWRMutation('/api/admin/game/delete', (_url: string, { arg }: { arg: string }) => deleteGame(arg));
