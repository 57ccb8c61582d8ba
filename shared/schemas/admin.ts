import { z } from 'zod';

/** Scores are whole numbers from 0. */
const score = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(200, `${field} is not a football score`);

export const gameIdParams = z.object({ gameId: z.string().min(1).max(32) });

export const gameScoreBody = z.object({
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).default(true),
});
export type GameScoreInput = z.infer<typeof gameScoreBody>;

export const scorePicksBody = z.object({ adminsOnly: z.boolean().default(false) });

export const CURRENT_WEEK_MAX = 17;

export const currentWeekBody = z.object({
  week: z
    .number({ error: 'week must be a number' })
    .int('week must be a whole number')
    .min(1, 'week must be between 1 and 17')
    .max(CURRENT_WEEK_MAX, 'week must be between 1 and 17'),
});
