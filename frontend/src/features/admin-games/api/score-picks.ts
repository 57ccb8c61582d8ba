import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export interface ScorePicksInput {
  week: number;
  adminsOnly: boolean;
}

export interface ScorePicksResult {
  /** "Scored N picks for Week W", or "Grading picks for Week W in P parts" when the parts were queued. */
  message: string;
  picksScored: number;
  picksUpdated: number;
  players: number;
  /** Parts the grading queue runs (a big pool in AWS): the figures above are then not known yet. */
  queuedParts: number;
}

export const scorePicksUrl = (week: number) => `/api/admin/score-picks/${week}`;

/** Grades the week's picks against its stored scores; adminsOnly grades only the admins' picks. */
export const scorePicks = ({ week, adminsOnly }: ScorePicksInput): Promise<ScorePicksResult> =>
  apiMutate<ScorePicksResult>('POST', scorePicksUrl(week), { adminsOnly });

export const useScorePicks = () =>
  useSWRMutation('/api/admin/score-picks', (_url: string, { arg }: { arg: ScorePicksInput }) =>
    scorePicks(arg),
  );
