import { describe, expect, it } from 'vitest';
import { amountNumber, amountText, ledgerBalanceText, yourBalanceText } from '@/lib/money-text';

describe('money in words', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect([2500, 25, 12.5, 0.1 + 0.2, -40, 0].map(amountNumber)).toEqual([
      '2,500',
      '25',
      '12.50',
      '0.30',
      '-40',
      '0',
    ]);
    expect(amountText(3000, 'dollars')).toBe('3,000 dollars');
  });

  it("says the player's balance from their side", () => {
    expect(yourBalanceText(-25, 'points')).toBe('You owe 25 points');
    expect(yourBalanceText(350, 'points')).toBe('The pool owes you 350 points');
    expect(yourBalanceText(0, 'points')).toBe('All square');
    expect(yourBalanceText(-12.5, 'dollars')).toBe('You owe 12.50 dollars');
  });

  it("says a player's balance to the admin", () => {
    expect([-125, 350, 0].map((balance) => ledgerBalanceText(balance))).toEqual([
      'Owes 125',
      'Is owed 350',
      'All square',
    ]);
    expect(ledgerBalanceText(-12.5, 'dollars')).toBe('Owes 12.50 dollars');
    expect(ledgerBalanceText(0, 'dollars')).toBe('All square');
  });
});
