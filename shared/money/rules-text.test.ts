import { describe, expect, it } from 'vitest';
import type { MoneyAmounts } from '../schemas/money';
import { DEFAULT_RULES } from '../settings';
import { DEFAULT_MONEY_AMOUNTS } from './amounts';
import { fillRulesAmounts, lateEntryPrizeText } from './rules-text';

const dollars: MoneyAmounts = {
  ...DEFAULT_MONEY_AMOUNTS,
  currency: 'dollars',
  survivorEntry: 12.5,
  weeklyWinner: 40,
  squaresQuarters: [25, 25, 25, 25],
};

describe('the amounts the rules name', () => {
  it('fill the default rules from the amounts, in the pool currency, with no number of their own', () => {
    const rules = fillRulesAmounts(DEFAULT_RULES, DEFAULT_MONEY_AMOUNTS);
    expect(rules).not.toMatch(/[{}$]/);
    expect(rules).toContain('Survivor entry is 25 points; the winner takes 3,000 points.');
    expect(rules).toContain("its winner takes every late entry's fee, 25 points per late entry.");
    expect(rules).toContain('Weekly winner: 350 points.');
    expect(rules).toContain('Season: 1st place 2,500 points, 2nd place 575 points.');
    expect(rules).toContain('100 points per entry');
    expect(rules).toContain('Payouts: Q1 20%, Q2 30%, Q3 20%,\nfinal 30%.');
  });

  it('follow a change of an amount or of the currency', () => {
    const rules = fillRulesAmounts(DEFAULT_RULES, dollars);
    expect(rules).toContain('Survivor entry is 12.50 dollars; the winner takes 3,000 dollars.');
    expect(rules).toContain('Weekly winner: 40 dollars.');
    expect(rules).toContain('Payouts: Q1 25%, Q2 25%, Q3 25%,\nfinal 25%.');
    expect(rules).not.toMatch(/\d points/);
  });

  it("leave the admin's other braces as written", () => {
    expect(fillRulesAmounts('{survivorEntry} {nope} {constructor} {} {weeklyWinner', dollars)).toBe(
      '12.50 dollars {nope} {constructor} {} {weeklyWinner',
    );
  });

  it('state the late-entry prize as the ledger pays it: each late entry its survivor entry', () => {
    expect(lateEntryPrizeText(dollars)).toBe('12.50 dollars per late entry');
  });
});
