import { z } from 'zod';
import { FIRST_WEEK, LAST_WEEK } from '../game';

export const weekNumber = z.coerce
  .number({ error: 'week must be a number' })
  .int('week must be a whole number')
  .min(FIRST_WEEK, `week must be between ${FIRST_WEEK} and ${LAST_WEEK}`)
  .max(LAST_WEEK, `week must be between ${FIRST_WEEK} and ${LAST_WEEK}`);

export const weekParams = z.object({ week: weekNumber });
export const weekUserParams = z.object({ week: weekNumber, userId: z.string().min(1).max(64) });
