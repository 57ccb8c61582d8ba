import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '@shared/mnf-total';
import { mnfPredictionBody } from '@shared/schemas/picks';
import { describe, expect, it } from 'vitest';
import { parseMnfTotal } from '@/features/weekly-picks/mnf-total';

const acceptedByServer = (predictedTotal: number | null) =>
  mnfPredictionBody.safeParse({ gameId: '401772820', week: 12, predictedTotal }).success;

describe('parseMnfTotal', () => {
  it('reads whole numbers, 0 included', () => {
    expect(parseMnfTotal('45')).toBe(45);
    expect(parseMnfTotal(' 0 ')).toBe(0);
  });

  it('turns empty and non-numeric text into null', () => {
    expect(parseMnfTotal('')).toBeNull();
    expect(parseMnfTotal('   ')).toBeNull();
    expect(parseMnfTotal('abc')).toBeNull();
  });

  it('keeps the total within 0-150 and whole', () => {
    expect(parseMnfTotal('151')).toBe(150);
    expect(parseMnfTotal('-4')).toBe(0);
    expect(parseMnfTotal('44.6')).toBe(45);
  });

  it('only ever sends totals the server takes, up to its bounds', () => {
    for (const typed of ['-1', '0', '44.5', '150', '151', '9999', 'abc']) {
      expect(acceptedByServer(parseMnfTotal(typed)), typed).toBe(true);
    }
    expect(parseMnfTotal(String(MNF_TOTAL_MAX + 1))).toBe(MNF_TOTAL_MAX);
    expect(parseMnfTotal(String(MNF_TOTAL_MIN - 1))).toBe(MNF_TOTAL_MIN);
    expect(acceptedByServer(MNF_TOTAL_MAX + 1)).toBe(false);
  });
});
