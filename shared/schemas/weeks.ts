import * as z from 'zod';
import { FIRST_WEEK, LAST_WEEK } from '../game';
import { decimalDigits } from './path-params';

const weekRange = `week must be between ${FIRST_WEEK} and ${LAST_WEEK}`;

/** A week in a JSON body: a JSON number, never a string that looks like one. */
export const weekNumber = z
  .number({ error: 'week must be a number' })
  .int('week must be a whole number')
  .min(FIRST_WEEK, weekRange)
  .max(LAST_WEEK, weekRange);

/** A week in a path: `15`, not `1e1`, `0x0F` or `+5`. Digits are a whole number already, of any size. */
const weekParam = decimalDigits(`week must be a whole number from ${FIRST_WEEK} to ${LAST_WEEK}`)
  .transform(Number)
  .pipe(z.number().min(FIRST_WEEK, weekRange).max(LAST_WEEK, weekRange));

export const weekParams = z.object({ week: weekParam });
export const weekUserParams = z.object({ week: weekParam, userId: z.string().min(1).max(64) });

/** `?page=2`: a board's page, from 1 (shared/board-page.ts); absent, the first. */
export const boardPageQuery = z.object({
  page: decimalDigits('page must be a whole number from 1')
    .transform(Number)
    .pipe(z.number().min(1, 'page must be a whole number from 1'))
    .optional(),
});
