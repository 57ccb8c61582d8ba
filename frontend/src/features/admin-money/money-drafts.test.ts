import { DEFAULT_MONEY_AMOUNTS } from '@shared/money/amounts';
import type { MoneyAmounts } from '@shared/schemas/money';
import { describe, expect, it } from 'vitest';
import {
  type AmountsDraft,
  amountsDraft,
  parseAmount,
  parseAmountsDraft,
  parseScoreDraft,
  paymentProblems,
  scoreDraft,
} from '@/features/admin-money/money-drafts';

const defaults = DEFAULT_MONEY_AMOUNTS;

describe('typed amounts', () => {
  it('reads money with at most two decimals and thousands commas', () => {
    expect(['25', ' 12.5 ', '-10', '1,000', '1,000.25', '0'].map(parseAmount)).toEqual([
      25, 12.5, -10, 1000, 1000.25, 0,
    ]);
    expect(['', '12.345', 'ten', '1,00', '1e3', '--5', '2000000'].map(parseAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('a payment', () => {
  const draft = { amount: '25', paidOn: '2025-12-11', note: 'Venmo' };

  it('is money in on a real day', () => {
    expect(paymentProblems(draft, null)).toEqual({});
    expect(paymentProblems({ ...draft, amount: '', paidOn: '2025-02-30' }, null)).toEqual({
      amount: 'Enter the amount',
      paidOn: 'Enter the day it was paid',
    });
    expect(paymentProblems({ ...draft, amount: '0' }, null).amount).toBe('The amount cannot be zero');
    expect(paymentProblems({ ...draft, note: 'x'.repeat(201) }, null).note).toBe(
      'Keep the note to 200 characters',
    );
  });

  it('is negative only as a correction', () => {
    expect(paymentProblems({ ...draft, amount: '-25' }, null).amount).toBe(
      'A payment is money in: enter a positive amount (a correction may be negative)',
    );
    expect(paymentProblems({ ...draft, amount: '-25' }, 25)).toEqual({});
    expect(paymentProblems({ ...draft, amount: '-25.01' }, 25).amount).toBe(
      'A correction cannot take the payment below 0: 25 is left to correct',
    );
    expect(paymentProblems({ ...draft, amount: '-0.01' }, 0).amount).toBe(
      'A correction cannot take the payment below 0: 0 is left to correct',
    );
    expect(paymentProblems({ ...draft, amount: '5' }, 0)).toEqual({});
  });
});

describe('the amounts form', () => {
  it('gives back the amounts it was filled from', () => {
    expect(parseAmountsDraft(amountsDraft(defaults))).toEqual({ amounts: defaults, problems: null });
    const dollars = {
      ...defaults,
      currency: 'dollars',
      survivorEntry: 12.5,
      weeklyTies: 'split' as const,
      squaresQuarters: [33.33, 33.33, 33.34, 0] as MoneyAmounts['squaresQuarters'],
    };
    expect(parseAmountsDraft(amountsDraft(dollars)).amounts).toEqual(dollars);
  });

  it('refuses an empty label, a negative prize and quarters that do not add up to 100', () => {
    const draft = {
      ...amountsDraft(defaults),
      currency: ' ',
      seasonSecond: '-1',
      squaresQuarters: ['25', '25', '25', '20'] as [string, string, string, string],
    };
    expect(parseAmountsDraft(draft).problems).toEqual({
      currency: 'Enter the label amounts are shown with, e.g. points',
      seasonSecond: 'Enter zero or more, with at most two decimals',
      squaresQuarters: 'The four quarters must add up to 100%',
    });
    const tooMuch = {
      ...amountsDraft(defaults),
      squaresQuarters: ['120', '0', '0', '-20'] as AmountsDraft['squaresQuarters'],
    };
    expect(parseAmountsDraft(tooMuch).problems).toEqual({
      squaresQuarters: 'Enter each quarter as a percent from 0 to 100, with at most two decimals',
    });
  });
});

describe('the Super Bowl score', () => {
  it('saves the quarters played so far, at least Q1', () => {
    const draft = scoreDraft(null);
    expect(parseScoreDraft(draft)).toEqual({
      score: null,
      problem: 'Enter the score at the end of Q1 at least',
    });
    draft[0] = { away: '7', home: '3' };
    draft[1] = { away: '14', home: '10' };
    expect(parseScoreDraft(draft).score).toEqual({
      quarters: [
        { away: 7, home: 3 },
        { away: 14, home: 10 },
      ],
    });
    expect(scoreDraft({ quarters: [{ away: 7, home: 3 }] })[0]).toEqual({ away: '7', home: '3' });
  });

  it('refuses a gap, a half-typed quarter and a score that goes down', () => {
    const gap = scoreDraft({ quarters: [{ away: 7, home: 3 }] });
    gap[2] = { away: '10', home: '10' };
    expect(parseScoreDraft(gap).problem).toBe('Enter both scores for each quarter played, from Q1 on');
    const half = scoreDraft(null);
    half[0] = { away: '7', home: '' };
    expect(parseScoreDraft(half).problem).toBe('Enter both scores for each quarter played, from Q1 on');
    const down = scoreDraft({ quarters: [{ away: 7, home: 3 }] });
    down[1] = { away: '6', home: '3' };
    expect(parseScoreDraft(down).problem).toBe(
      'Q2: the score at the end of a quarter includes the quarters before, so it cannot go down',
    );
  });
});
