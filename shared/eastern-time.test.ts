import { describe, expect, it } from 'vitest';
import { easternToUtc } from './eastern-time';

describe('easternToUtc', () => {
  it('adds four hours in summer (EDT)', () => {
    expect(easternToUtc('2025-09-07', '13:00').toISOString()).toBe('2025-09-07T17:00:00.000Z');
  });
  it('adds five hours in winter (EST)', () => {
    expect(easternToUtc('2025-12-11', '20:15').toISOString()).toBe('2025-12-12T01:15:00.000Z');
  });
  it('handles the day DST ends (2025-11-02)', () => {
    expect(easternToUtc('2025-11-02', '13:00').toISOString()).toBe('2025-11-02T18:00:00.000Z');
  });
  it('handles a morning international game', () => {
    expect(easternToUtc('2025-11-16', '09:30').toISOString()).toBe('2025-11-16T14:30:00.000Z');
  });
  it('refuses nonsense', () => {
    expect(() => easternToUtc('soon', '1pm')).toThrow();
  });
});
