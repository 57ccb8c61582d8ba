import { describe, expect, it } from 'vitest';
import { homeLine, spreadFromNflverseLine } from './spread';

describe('spreadFromNflverseLine', () => {
  it('stores a home favorite as a negative spread', () => {
    expect(spreadFromNflverseLine('8.5')).toBe('-8.5');
  });
  it('stores an away favorite as a positive home spread (DEN -8.5 at LV gives LV +8.5)', () => {
    expect(spreadFromNflverseLine('-8.5')).toBe('8.5');
  });
  it('keeps a pick-em at 0, not -0', () => {
    expect(spreadFromNflverseLine('0')).toBe('0');
  });
  it('has no spread when the line is missing', () => {
    expect(spreadFromNflverseLine('')).toBeNull();
  });
  it('refuses a line that is not a number', () => {
    expect(() => spreadFromNflverseLine('PK')).toThrow();
  });
});

describe('homeLine', () => {
  it('reads the stored home line as a number', () => {
    expect(homeLine('-3.5')).toBe(-3.5);
    expect(homeLine('7')).toBe(7);
    expect(homeLine(' 2.5 ')).toBe(2.5);
  });
  it("reads a pick'em as 0", () => {
    expect(homeLine('0')).toBe(0);
    expect(homeLine('-0')).toBe(0);
  });
  it('has no line for a missing, empty or unreadable spread', () => {
    expect(homeLine(null)).toBeNull();
    expect(homeLine('')).toBeNull();
    expect(homeLine('  ')).toBeNull();
    expect(homeLine('n/a')).toBeNull();
    expect(homeLine('Infinity')).toBeNull();
  });
});
