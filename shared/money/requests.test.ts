import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './limits';
import { paymentBody, superBowlBody } from './requests';

const payment = { userId: 'user-1', amount: 25, paidOn: '2025-09-07', note: 'Cash at the draft' };
const paymentMessage = (change: object) =>
  paymentBody.safeParse({ ...payment, ...change }).error?.issues[0]?.message;
const scoreMessage = (quarters: unknown) => superBowlBody.safeParse({ quarters }).error?.issues[0]?.message;

describe('a payment', () => {
  it('takes a positive amount with at most two decimals, a real day and a short note', () => {
    expect(paymentBody.parse({ ...payment, amount: 12.34, note: '  Venmo  ' })).toEqual({
      ...payment,
      amount: 12.34,
      note: 'Venmo',
    });
  });

  it('takes a negative amount only as a correction of an earlier payment', () => {
    expect(paymentBody.parse({ ...payment, amount: -25, correctsPaymentId: 'abc123' }).amount).toBe(-25);
    expect(paymentMessage({ amount: -25 })).toBe('A negative amount must correct an earlier payment');
  });

  it.each([
    [{ amount: 0 }, 'amount must be non-zero and at most 1,000,000'],
    [{ amount: 10.001 }, 'amount must have at most two decimals'],
    [{ amount: 2_000_000 }, 'amount must be non-zero and at most 1,000,000'],
    [{ paidOn: '2025-02-30' }, 'paidOn must be a date (YYYY-MM-DD)'],
    [{ paidOn: 'yesterday' }, 'paidOn must be a date (YYYY-MM-DD)'],
    [{ note: 'x'.repeat(201) }, 'note must be 200 characters or less'],
    [{ userId: '' }, 'userId is required'],
    [{ requestId: 'short' }, 'requestId must be 8 to 64 letters, digits or dashes'],
    [{ requestId: 'has spaces in it' }, 'requestId must be 8 to 64 letters, digits or dashes'],
  ])('refuses %j: %s', (change, message) => {
    expect(paymentMessage(change)).toBe(message);
  });

  it('knows the calendar', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
  });
});

describe('the Super Bowl score', () => {
  it('takes 1 to 4 cumulative quarters that never go down', () => {
    expect(
      superBowlBody.parse({
        quarters: [
          { away: 3, home: 0 },
          { away: 3, home: 7 },
        ],
      }).quarters,
    ).toHaveLength(2);
  });

  it.each([
    [[], 'Enter the score of 1 to 4 quarters'],
    [Array.from({ length: 5 }, () => ({ away: 0, home: 0 })), 'Enter the score of 1 to 4 quarters'],
    [
      [
        { away: 7, home: 3 },
        { away: 6, home: 3 },
      ],
      'A score never goes down from one quarter to the next',
    ],
    [[{ away: 1.5, home: 0 }], 'scores must be whole numbers'],
    [[{ away: -1, home: 0 }], 'scores must be 0 or more'],
  ])('refuses %j: %s', (quarters, message) => {
    expect(scoreMessage(quarters)).toBe(message);
  });
});
