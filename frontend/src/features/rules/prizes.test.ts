import type { MoneyAmounts } from '@shared/schemas/money';
import { describe, expect, it } from 'vitest';
import { feeRows, squaresPrizeRows, survivorPrizeRows, weeklyPrizeRows } from '@/features/rules/prizes';

const amounts: MoneyAmounts = {
  currency: 'dollars',
  survivorEntry: 20,
  weeklyWinner: 40.5,
  weeklyTies: 'split',
  seasonFirst: 500,
  seasonSecond: 150,
  survivorWinner: 1000,
  squaresQuarters: [25, 25, 25, 25],
};

describe('the prizes and fees the rules show', () => {
  it('are the amounts the admin set, in the pool’s currency label', () => {
    expect(feeRows(amounts).map((row) => row.value)).toEqual(['20 dollars', '100 dollars']);
    expect(weeklyPrizeRows(amounts)).toEqual([
      {
        label: 'Weekly winner',
        value: '40.50 dollars',
        note: 'Players still tied after the Monday night tiebreaker split it',
      },
      { label: 'Season 1st place', value: '500 dollars', note: 'After Week 18' },
      { label: 'Season 2nd place', value: '150 dollars', note: 'After Week 18' },
    ]);
    expect(survivorPrizeRows(amounts).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Survivor winner: 1,000 dollars',
      'Late-entry survivor winner: 20 dollars × entries',
    ]);
    expect(squaresPrizeRows(amounts).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'End of Q1: 25% of the pot',
      'End of Q2: 25% of the pot',
      'End of Q3: 25% of the pot',
      'Final score: 25% of the pot',
    ]);
  });

  it('say how a weekly tie is settled', () => {
    expect(weeklyPrizeRows({ ...amounts, weeklyTies: 'tiebreaker' })[0]?.note).toBe(
      'A tie on correct picks goes to the Monday night tiebreaker',
    );
  });
});
