import type { Square } from '@shared/squares';
import useSWRMutation from 'swr/mutation';
import type { SquareChange } from '@/features/admin-squares/squares-draft';
import { apiMutate } from '@/lib/api-client';

export const assignSquareUrl = (position: number) => `/api/admin/squares/${position}/assign`;

/** Gives one square to a player (by id) or a typed name; an empty name empties it. */
export const assignSquare = ({ position, playerName, userId }: SquareChange): Promise<Square> =>
  apiMutate<Square>('PUT', assignSquareUrl(position), userId ? { userId } : { playerName });

/** Saves the changed squares in parallel; each one succeeds or fails on its own. */
export const useAssignSquares = () =>
  useSWRMutation('/api/admin/squares/assign', (_url: string, { arg }: { arg: readonly SquareChange[] }) =>
    Promise.allSettled(arg.map(assignSquare)),
  );
