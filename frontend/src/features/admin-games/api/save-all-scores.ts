import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface GameScoreRow {
  id: string;
  homeScore: number;
  awayScore: number;
  isCompleted: boolean;
}

export interface SaveAllScoresResult {
  updatedCount: number;
  picksScored: number;
  message: string;
}

export const saveAllScoresUrl = '/api/admin/save-all-scores';

/** Saves the rows and re-grades every week they touch. */
export const saveAllScores = (games: readonly GameScoreRow[]): Promise<SaveAllScoresResult> =>
  apiMutate<SaveAllScoresResult>('POST', saveAllScoresUrl, { games });

export const useSaveAllScores = () =>
  useSWRMutation(saveAllScoresUrl, (_url: string, { arg }: { arg: readonly GameScoreRow[] }) =>
    saveAllScores(arg),
  );
