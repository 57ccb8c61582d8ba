import type { Payment } from '@shared/schemas/money';
import { amountText } from '@/lib/money-text';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-12-11' → "Dec 11, 2025"; the stored text when it is not a day. */
export const dayText = (day: string): string => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : dayFormat.format(time);
};

/** "25 points on Dec 11, 2025": a payment named in a correction and in the details. */
export const paymentText = (payment: Payment, currency: string): string =>
  `${amountText(payment.amount, currency)} on ${dayText(payment.paidOn)}`;
