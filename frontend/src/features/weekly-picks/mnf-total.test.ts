import * as schema from '@shared/schemas/picks';
import { describe, expect, it } from 'vitest';
import { MNF_TOTAL_MAX, MNF_TOTAL_MIN, parseMnfTotal } from '@/features/weekly-picks/mnf-total';

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

  it("uses the server schema's bounds", () => {
    expect([MNF_TOTAL_MIN, MNF_TOTAL_MAX]).toEqual([schema.MNF_TOTAL_MIN, schema.MNF_TOTAL_MAX]);
  });
});
