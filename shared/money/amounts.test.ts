import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_AMOUNTS, moneyAmountsBody, moneyAmountsOf } from './amounts';

const firstMessage = (input: unknown) => moneyAmountsBody.safeParse(input).error?.issues[0]?.message;

describe('money amounts', () => {
  it("default to the rules' numbers", () => {
    expect(DEFAULT_MONEY_AMOUNTS).toEqual({
      currency: 'points',
      survivorEntry: 25,
      weeklyWinner: 350,
      weeklyTies: 'tiebreaker',
      seasonFirst: 2500,
      seasonSecond: 575,
      survivorWinner: 3000,
      squaresQuarters: [20, 30, 20, 30],
    });
  });

  it('take non-negative two-decimal amounts, quarters adding up to 100 and a 1-20 character currency', () => {
    const valid = { ...DEFAULT_MONEY_AMOUNTS, survivorEntry: 0, weeklyWinner: 12.5, currency: ' dollars ' };
    expect(moneyAmountsBody.parse(valid)).toEqual({ ...valid, currency: 'dollars' });
    expect(moneyAmountsBody.parse({ ...valid, squaresQuarters: [25, 25, 25, 25] }).squaresQuarters).toEqual([
      25, 25, 25, 25,
    ]);
  });

  it.each([
    [{ survivorEntry: -1 }, 'survivorEntry must be from 0 to 1,000,000'],
    [{ weeklyWinner: 1.005 }, 'weeklyWinner must have at most two decimals'],
    [{ seasonFirst: '2500' }, 'seasonFirst must be a number'],
    [{ squaresQuarters: [20, 30, 20, 20] }, 'squaresQuarters must add up to 100'],
    [{ squaresQuarters: [20, 30, 50] }, 'squaresQuarters must be four numbers'],
    [{ squaresQuarters: [-10, 40, 40, 30] }, 'squaresQuarters must be percentages from 0 to 100'],
    [{ currency: '' }, 'currency must be 1 to 20 characters'],
    [{ currency: 'x'.repeat(21) }, 'currency must be 1 to 20 characters'],
    [{ weeklyTies: 'coin' }, "weeklyTies must be 'tiebreaker' or 'split'"],
  ])('refuses %j: %s', (change, message) => {
    expect(firstMessage({ ...DEFAULT_MONEY_AMOUNTS, ...change })).toBe(message);
  });

  it('read a stored setting, and the defaults when it is unset or unreadable', () => {
    const stored = { ...DEFAULT_MONEY_AMOUNTS, currency: 'dollars' };
    expect(moneyAmountsOf(JSON.stringify(stored))).toEqual(stored);
    expect(moneyAmountsOf(undefined)).toEqual(DEFAULT_MONEY_AMOUNTS);
    expect(moneyAmountsOf('{not json')).toEqual(DEFAULT_MONEY_AMOUNTS);
    expect(moneyAmountsOf('{"currency":"x"}')).toEqual(DEFAULT_MONEY_AMOUNTS);
  });
});
