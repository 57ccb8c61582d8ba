import { describe, expect, it } from 'vitest';
import type { Payment } from '../schemas/money';
import { leftToCorrectCents } from './limits';

const paid = (amount: number, id: string, correctsPaymentId: string | null = null): Payment => ({
  id,
  userId: 'a',
  amount,
  paidOn: '2025-09-01',
  note: '',
  recordedAt: `2025-09-01T00:00:0${id}.000Z`,
  recordedBy: 'admin',
  correctsPaymentId,
});

describe('what is left of a payment to correct', () => {
  const payments = [
    paid(25, '1'),
    paid(-10.3, '2', '1'),
    paid(0.1, '3', '1'),
    paid(0.2, '4', '1'),
    paid(40, '5'),
    paid(-5, '6', '5'),
  ];

  it('counts every correction of the payment together, in cents, and only those', () => {
    expect(leftToCorrectCents(payments[0] as Payment, payments)).toBe(1500);
    expect(leftToCorrectCents(payments[4] as Payment, payments)).toBe(3500);
  });

  it('is the whole payment while nothing corrects it', () => {
    expect(leftToCorrectCents(paid(12.34, '7'), payments)).toBe(1234);
  });
});
