import type { GameRecord } from '@shared/game';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface GameScoreInput {
  gameId: string;
  homeScore: number;
  awayScore: number;
  isCompleted: boolean;
}

export interface GameScoreResult {
  game: GameRecord;
  grading: { week: number; picksScored: number; picksUpdated: number; players: number };
}

export const gameScoreUrl = (gameId: string) => `/api/admin/game-score/${encodeURIComponent(gameId)}`;

/** Saves one game's score and grades its week at once. */
export const setGameScore = ({ gameId, ...score }: GameScoreInput): Promise<GameScoreResult> =>
  apiMutate<GameScoreResult>('PUT', gameScoreUrl(gameId), score);

export const useSetGameScore = () =>
  useSWRMutation('/api/admin/game-score', (_url: string, { arg }: { arg: GameScoreInput }) =>
    setGameScore(arg),
  );
