import { describe, expect, it } from 'vitest';
import { easternDate, easternMomentText, easternToUtc } from './eastern-time';

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

describe('easternDate and easternMomentText', () => {
  it('gives the New York date of a late kickoff, which is the next day in UTC', () => {
    expect(easternDate(new Date('2025-12-12T01:15:00.000Z'))).toBe('2025-12-11');
  });
  it('writes a moment as pool members read it, in either season', () => {
    expect(easternMomentText(new Date('2025-12-11T17:00:00.000Z'))).toBe('Thu, Dec 11, 12:00 PM ET');
    expect(easternMomentText(new Date('2025-09-04T16:00:00.000Z'))).toBe('Thu, Sep 4, 12:00 PM ET');
  });
});
