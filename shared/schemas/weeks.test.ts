import { describe, expect, it } from 'vitest';
import { weekNumber, weekParams } from './weeks';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('weekParams', () => {
  it.each([
    ['15', 15],
    ['015', 15],
    ['1', 1],
    ['18', 18],
  ])('reads the path week %j as %d', (week, expected) => {
    expect(weekParams.parse({ week })).toEqual({ week: expected });
  });

  it.each(['1e1', '0x0F', '0b1', '0o7', '+5', '-1', '5.0', ' 5', '5 ', '1_0', '', 'Infinity'])(
    'refuses %j as not plain decimal digits',
    (week) => {
      expect(firstMessage(weekParams.safeParse({ week }))).toBe('week must be a whole number from 1 to 18');
    },
  );

  it.each(['0', '19', '99999999999999999999999'])('refuses %j as out of range', (week) => {
    expect(firstMessage(weekParams.safeParse({ week }))).toBe('week must be between 1 and 18');
  });
});

describe('weekNumber (a week in a body)', () => {
  it.each(['15', [15], true, null])('refuses %j as not a JSON number', (week) => {
    expect(firstMessage(weekNumber.safeParse(week))).toBe('week must be a number');
  });
});
