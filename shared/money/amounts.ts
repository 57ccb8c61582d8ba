import * as z from 'zod';
import type { MoneyAmounts } from '../schemas/money';
import { DEFAULT_CURRENCY } from './amount-text';
import { CURRENCY_MAX, MAX_AMOUNT } from './limits';

/** The rules' numbers (shared/settings.ts DEFAULT_RULES, spec section 9) until the admin changes them. */
export const DEFAULT_MONEY_AMOUNTS: MoneyAmounts = {
  currency: DEFAULT_CURRENCY,
  survivorEntry: 25,
  weeklyWinner: 350,
  weeklyTies: 'tiebreaker',
  seasonFirst: 2500,
  seasonSecond: 575,
  survivorWinner: 3000,
  squaresQuarters: [20, 30, 20, 30],
};

/** The fee of a Week 6 entry when its pool names none (spec section 9). */
export const DEFAULT_WEEK6_ENTRY_FEE = 100;

/** Whole cents: every sum is made in them, so 0.1 + 0.2 is 0.3. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * The late-entry survivor group's prize: every late entry's fee (the survivor entry), to its winner
 * or split by the last out. The ledger pays it, the survivor results show it and the rules say it.
 */
export const lateEntryPrizeCents = (amounts: Pick<MoneyAmounts, 'survivorEntry'>, entries: number): number =>
  entries * toCents(amounts.survivorEntry);

/** At most two decimals (within float noise). */
export const hasTwoDecimals = (amount: number): boolean =>
  Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT, {
      message: `${field} must be from 0 to ${MAX_AMOUNT.toLocaleString('en-US')}`,
    })
    .refine(hasTwoDecimals, { message: `${field} must have at most two decimals` });

const percent = z
  .number({ error: 'squaresQuarters must be four numbers' })
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100, {
    message: 'squaresQuarters must be percentages from 0 to 100',
  })
  .refine(hasTwoDecimals, { message: 'squaresQuarters must have at most two decimals' });

/** PUT /api/admin/money/amounts. */
export const moneyAmountsBody = z.strictObject({
  currency: z
    .string({ error: 'currency must be text' })
    .trim()
    .min(1, `currency must be 1 to ${CURRENCY_MAX} characters`)
    .max(CURRENCY_MAX, `currency must be 1 to ${CURRENCY_MAX} characters`),
  survivorEntry: money('survivorEntry'),
  weeklyWinner: money('weeklyWinner'),
  weeklyTies: z.enum(['tiebreaker', 'split'], { error: "weeklyTies must be 'tiebreaker' or 'split'" }),
  seasonFirst: money('seasonFirst'),
  seasonSecond: money('seasonSecond'),
  survivorWinner: money('survivorWinner'),
  squaresQuarters: z
    .tuple([percent, percent, percent, percent], { error: 'squaresQuarters must be four numbers' })
    .refine((quarters) => toCents(quarters.reduce((sum, value) => sum + value, 0)) === 10_000, {
      message: 'squaresQuarters must add up to 100',
    }),
}) satisfies z.ZodType<MoneyAmounts>;

/** The amounts as stored in the `money` setting (JSON), or the rules' numbers when unset or unreadable. */
export const moneyAmountsOf = (stored: string | null | undefined): MoneyAmounts => {
  if (!stored) return DEFAULT_MONEY_AMOUNTS;
  try {
    const parsed = moneyAmountsBody.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_MONEY_AMOUNTS;
  } catch {
    return DEFAULT_MONEY_AMOUNTS;
  }
};
