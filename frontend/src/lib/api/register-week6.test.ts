import { describe, expect, it } from 'vitest';
import { clampEntryCount } from '@/lib/api/register-week6';

describe('clampEntryCount', () => {
  it('keeps counts of 1-10 and clamps the rest', () => {
    expect(clampEntryCount(4)).toBe(4);
    expect(clampEntryCount(0)).toBe(1);
    expect(clampEntryCount(11)).toBe(10);
    expect(clampEntryCount(Number.NaN)).toBe(1);
  });
});
