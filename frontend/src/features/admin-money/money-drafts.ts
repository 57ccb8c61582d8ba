import {
  CURRENCY_MAX,
  isCalendarDay,
  MAX_AMOUNT,
  PAYMENT_NOTE_MAX,
  QUARTER_NAMES,
} from '@shared/money/limits';
import type { MoneyAmounts, SuperBowlScore } from '@shared/schemas/money';
import { amountNumber } from '@/lib/money-text';

/* What the admin types on the Money tab, checked before it is sent (the server checks it again). */

/** Typed money: an optional minus, digits (commas allowed between thousands), at most two decimals. */
export const parseAmount = (typed: string): number | null => {
  const text = typed.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) && Math.abs(amount) <= MAX_AMOUNT ? amount : null;
};

/** An amount as the box shows it again: 25 → "25", 12.5 → "12.50". */
export const amountInput = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

export interface PaymentDraft {
  amount: string;
  paidOn: string;
  note: string;
}

export type PaymentProblems = Partial<Record<keyof PaymentDraft, string>>;

/**
 * Why the payment cannot be recorded, per field; none when it can. A correction (`leftToCorrect`: what
 * is left of the payment it corrects) may take money back, never more than is left.
 */
export const paymentProblems = (draft: PaymentDraft, leftToCorrect: number | null): PaymentProblems => {
  const problems: PaymentProblems = {};
  const amount = parseAmount(draft.amount);
  if (draft.amount.trim() === '') problems.amount = 'Enter the amount';
  else if (amount === null) problems.amount = 'Enter an amount with at most two decimals';
  else if (amount === 0) problems.amount = 'The amount cannot be zero';
  else if (amount < 0 && leftToCorrect === null)
    problems.amount = 'A payment is money in: enter a positive amount (a correction may be negative)';
  else if (leftToCorrect !== null && Math.round(amount * 100) + Math.round(leftToCorrect * 100) < 0)
    problems.amount = `A correction cannot take the payment below 0: ${amountNumber(leftToCorrect)} is left to correct`;
  if (!isCalendarDay(draft.paidOn)) problems.paidOn = 'Enter the day it was paid';
  if (draft.note.trim().length > PAYMENT_NOTE_MAX)
    problems.note = `Keep the note to ${PAYMENT_NOTE_MAX} characters`;
  return problems;
};

/** The typed amounts of the settings form, one text per box. */
export interface AmountsDraft {
  currency: string;
  survivorEntry: string;
  weeklyWinner: string;
  weeklyTies: MoneyAmounts['weeklyTies'];
  seasonFirst: string;
  seasonSecond: string;
  survivorWinner: string;
  squaresQuarters: [string, string, string, string];
}

export const moneyFields = [
  'survivorEntry',
  'weeklyWinner',
  'seasonFirst',
  'seasonSecond',
  'survivorWinner',
] as const;
export type MoneyField = (typeof moneyFields)[number];

export const amountsDraft = (amounts: MoneyAmounts): AmountsDraft => ({
  currency: amounts.currency,
  survivorEntry: amountInput(amounts.survivorEntry),
  weeklyWinner: amountInput(amounts.weeklyWinner),
  weeklyTies: amounts.weeklyTies,
  seasonFirst: amountInput(amounts.seasonFirst),
  seasonSecond: amountInput(amounts.seasonSecond),
  survivorWinner: amountInput(amounts.survivorWinner),
  squaresQuarters: amounts.squaresQuarters.map(String) as AmountsDraft['squaresQuarters'],
});

export type AmountsProblems = Partial<Record<MoneyField | 'currency' | 'squaresQuarters', string>>;

const percentOf = (typed: string): number | null => {
  const percent = parseAmount(typed);
  return percent !== null && percent >= 0 && percent <= 100 ? percent : null;
};

/** The amounts to save, or why not: a label, amounts of zero or more, quarter percents that add to 100. */
export const parseAmountsDraft = (
  draft: AmountsDraft,
): { amounts: MoneyAmounts; problems: null } | { amounts: null; problems: AmountsProblems } => {
  const problems: AmountsProblems = {};
  const currency = draft.currency.trim();
  if (currency === '') problems.currency = 'Enter the label amounts are shown with, e.g. points';
  else if (currency.length > CURRENCY_MAX) problems.currency = `Keep the label to ${CURRENCY_MAX} characters`;
  const money = {} as Record<MoneyField, number>;
  for (const field of moneyFields) {
    const amount = parseAmount(draft[field]);
    if (amount === null || amount < 0) problems[field] = 'Enter zero or more, with at most two decimals';
    else money[field] = amount;
  }
  const percents = draft.squaresQuarters.map(percentOf);
  if (percents.some((percent) => percent === null))
    problems.squaresQuarters = 'Enter each quarter as a percent from 0 to 100, with at most two decimals';
  else if (percents.reduce<number>((sum, percent) => sum + Math.round((percent ?? 0) * 100), 0) !== 10_000)
    problems.squaresQuarters = 'The four quarters must add up to 100%';
  if (Object.keys(problems).length > 0) return { amounts: null, problems };
  return {
    amounts: {
      currency,
      ...money,
      weeklyTies: draft.weeklyTies,
      squaresQuarters: percents as MoneyAmounts['squaresQuarters'],
    },
    problems: null,
  };
};

/** The typed Super Bowl score: away and home at the end of each quarter, empty until played. */
export type ScoreDraft = { away: string; home: string }[];

export const scoreDraft = (score: SuperBowlScore | null): ScoreDraft =>
  QUARTER_NAMES.map((_, index) => {
    const quarter = score?.quarters[index];
    return quarter ? { away: String(quarter.away), home: String(quarter.home) } : { away: '', home: '' };
  });

const pointsOf = (typed: string): number | null => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed) : null);

/**
 * The quarters to save, or why not: the quarters played so far (one at least), in order, both scores
 * whole and never lower than the quarter before (the score is cumulative).
 */
export const parseScoreDraft = (
  draft: ScoreDraft,
): { score: SuperBowlScore; problem: null } | { score: null; problem: string } => {
  const filled = draft.filter((row) => row.away.trim() !== '' || row.home.trim() !== '');
  const played = draft.slice(0, filled.length);
  if (played.length === 0) return { score: null, problem: 'Enter the score at the end of Q1 at least' };
  if (played.some((row) => row.away.trim() === '' || row.home.trim() === ''))
    return { score: null, problem: 'Enter both scores for each quarter played, from Q1 on' };
  const quarters = played.map((row) => ({ away: pointsOf(row.away), home: pointsOf(row.home) }));
  const bad = quarters.findIndex((quarter) => quarter.away === null || quarter.home === null);
  if (bad >= 0) return { score: null, problem: `${QUARTER_NAMES[bad]}: enter whole scores from 0 to 999` };
  const lower = quarters.findIndex(
    (quarter, index) =>
      index > 0 &&
      ((quarter.away ?? 0) < (quarters[index - 1]?.away ?? 0) ||
        (quarter.home ?? 0) < (quarters[index - 1]?.home ?? 0)),
  );
  if (lower > 0)
    return {
      score: null,
      problem: `${QUARTER_NAMES[lower]}: the score at the end of a quarter includes the quarters before, so it cannot go down`,
    };
  return {
    score: { quarters: quarters.map((quarter) => ({ away: quarter.away ?? 0, home: quarter.home ?? 0 })) },
    problem: null,
  };
};
