/*
 * Money as the pool says it, on every page and in every answer: an amount and the pool's currency
 * label (the `money` setting, "points" by default). No zod here: the pages import this file.
 */

/** The label until the admin sets one (Admin → Money). */
export const DEFAULT_CURRENCY = 'points';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2500 → "2,500", 12.5 → "12.50": whole amounts without decimals, the rest with two. */
export const amountNumber = (amount: number): string =>
  (Number.isInteger(Math.round(amount * 100) / 100) ? whole : cents).format(amount);

/** "2,500 points"; a negative amount keeps its sign ("-25 points"). */
export const amountText = (amount: number, currency: string): string => `${amountNumber(amount)} ${currency}`;
