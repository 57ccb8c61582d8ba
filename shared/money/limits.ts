import type { Payment } from '../schemas/money';

/*
 * The money's limits, shared by the server's checks (amounts.ts, requests.ts) and the admin page's
 * forms, which mirror them. No zod here: the page imports this file.
 */

/** The largest amount the ledger takes: a typo's extra zeros are refused, not paid out. */
export const MAX_AMOUNT = 1_000_000;

export const PAYMENT_NOTE_MAX = 200;

/** The currency label's longest length ("points", "$", "beers"...). */
export const CURRENCY_MAX = 20;

/** The Super Bowl's scoring periods, in the order the squares pay them. */
export const QUARTER_NAMES = ['Q1', 'Q2', 'Q3', 'Final'] as const;

/** A calendar day that exists: 2026-02-30 is refused. */
export const isCalendarDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * What is left of a payment once its corrections count, in cents: the corrections of a payment never
 * take it below 0, so a correction may take back at most this much.
 */
export const leftToCorrectCents = (payment: Payment, payments: readonly Payment[]): number =>
  payments
    .filter((other) => other.correctsPaymentId === payment.id)
    .reduce(
      (cents, correction) => cents + Math.round(correction.amount * 100),
      Math.round(payment.amount * 100),
    );
