import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '@shared/mnf-total';
import { mnfPredictionBody } from '@shared/schemas/picks';
import { describe, expect, it } from 'vitest';
import { incompletePicksText, MNF_TOTAL_RULE, mnfTotalProblem, readMnfTotal, totalOf } from '@/lib/mnf-total';

const acceptedByServer = (predictedTotal: number | null) =>
  mnfPredictionBody.safeParse({ gameId: '401772820', week: 12, predictedTotal }).success;

describe('readMnfTotal', () => {
  it('reads whole numbers within 0-150, the bounds included', () => {
    expect(readMnfTotal('45')).toEqual({ kind: 'total', total: 45 });
    expect(readMnfTotal(' 0 ')).toEqual({ kind: 'total', total: 0 });
    expect(readMnfTotal('150')).toEqual({ kind: 'total', total: 150 });
  });

  it('knows an empty box', () => {
    expect(readMnfTotal('')).toEqual({ kind: 'empty' });
    expect(readMnfTotal('   ')).toEqual({ kind: 'empty' });
  });

  it('calls out-of-range, fractional and non-numeric text invalid instead of correcting it', () => {
    for (const typed of [
      '200',
      '151',
      '-5',
      '-1',
      '45.5',
      '44.6',
      '45.0',
      'abc',
      '1e1',
      '0x10',
      '+45',
      '4 5',
    ]) {
      expect(readMnfTotal(typed), typed).toEqual({ kind: 'invalid' });
    }
  });

  it('only ever yields totals the server takes', () => {
    for (const typed of ['-1', '0', '44.5', '150', '151', '9999', 'abc', '']) {
      expect(acceptedByServer(totalOf(readMnfTotal(typed))), typed).toBe(true);
    }
    expect(acceptedByServer(MNF_TOTAL_MAX + 1)).toBe(false);
    expect(acceptedByServer(MNF_TOTAL_MIN - 1)).toBe(false);
  });

  it('states the rule with the real bounds', () => {
    expect(MNF_TOTAL_RULE).toBe("Both teams' points combined, 0-150, whole number");
  });
});

describe('mnfTotalProblem', () => {
  it('says what is wrong with the typed text, as it is typed', () => {
    expect(mnfTotalProblem('200')).toBe('200 is more than 150');
    expect(mnfTotalProblem('-5')).toBe("A total can't be negative");
    expect(mnfTotalProblem('45.5')).toBe('Whole numbers only, no decimals');
    expect(mnfTotalProblem('abc')).toBe('Numbers only');
    expect(mnfTotalProblem('1e1')).toBe('Numbers only');
  });

  it('has a problem exactly when the box is not a total nor empty', () => {
    for (const typed of ['', ' ', '0', '45', '150', '151', '-1', '4.', '.5', '4,5', '+45', 'x']) {
      expect(mnfTotalProblem(typed) !== null, typed).toBe(readMnfTotal(typed).kind === 'invalid');
    }
  });
});

describe('incompletePicksText', () => {
  it('keeps the spec wording and says why when the MNF total breaks its rule', () => {
    expect(incompletePicksText(false)).toBe('Please complete all required selections before saving.');
    expect(incompletePicksText(true)).toBe(
      "Please complete all required selections before saving.\nMNF total: Both teams' points combined, 0-150, whole number.",
    );
  });
});
