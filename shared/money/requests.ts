import * as z from 'zod';
import type { SuperBowlScore } from '../schemas/money';
import { seasonParams } from '../schemas/seasons';
import { hasTwoDecimals } from './amounts';
import { isCalendarDay, MAX_AMOUNT, PAYMENT_NOTE_MAX } from './limits';

const id = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(64, `${field} is too long`)
    .regex(/^[A-Za-z0-9_.-]+$/, `${field} is not an id`);

/** POST /api/admin/money/payments: a payment, or a correction of an earlier one (which may be negative). */
export const paymentBody = z
  .strictObject({
    userId: id('userId'),
    amount: z
      .number({ error: 'amount must be a number' })
      .refine((value) => Number.isFinite(value) && value !== 0 && Math.abs(value) <= MAX_AMOUNT, {
        message: `amount must be non-zero and at most ${MAX_AMOUNT.toLocaleString('en-US')}`,
      })
      .refine(hasTwoDecimals, { message: 'amount must have at most two decimals' }),
    paidOn: z
      .string({ error: 'paidOn must be a date (YYYY-MM-DD)' })
      .refine(isCalendarDay, { message: 'paidOn must be a date (YYYY-MM-DD)' }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(PAYMENT_NOTE_MAX, `note must be ${PAYMENT_NOTE_MAX} characters or less`),
    correctsPaymentId: id('correctsPaymentId').nullish(),
    /**
     * Made by the page once per payment typed: sent again (a retry after a timeout), the same
     * request records nothing more.
     */
    requestId: z
      .string({ error: 'requestId must be text' })
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'requestId must be 8 to 64 letters, digits or dashes')
      .optional(),
  })
  .refine((body) => body.amount > 0 || Boolean(body.correctsPaymentId), {
    message: 'A negative amount must correct an earlier payment',
    path: ['amount'],
  });
export type PaymentInput = z.output<typeof paymentBody>;

/** A cumulative score at the end of a quarter: never below the quarter before. */
const score = z
  .number({ error: 'scores must be whole numbers' })
  .int('scores must be whole numbers')
  .min(0, 'scores must be 0 or more')
  .max(999, 'scores must be 999 or less');

/** PUT /api/admin/money/super-bowl. */
export const superBowlBody = z.strictObject({
  quarters: z
    .array(z.strictObject({ away: score, home: score }), { error: 'quarters must be a list' })
    .min(1, 'Enter the score of 1 to 4 quarters')
    .max(4, 'Enter the score of 1 to 4 quarters')
    .refine(
      (quarters) =>
        quarters.every(
          (quarter, i) =>
            i === 0 ||
            (quarter.away >= (quarters[i - 1]?.away ?? 0) && quarter.home >= (quarters[i - 1]?.home ?? 0)),
        ),
      { message: 'A score never goes down from one quarter to the next' },
    ),
}) satisfies z.ZodType<SuperBowlScore>;

/** GET /api/admin/money, its CSV and /api/money/me: `?season=2025` reads a season the pool played before. */
export const moneySeasonQuery = z.object({ season: seasonParams.shape.season.optional() });
