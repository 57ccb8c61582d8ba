import { describe, expect, it } from 'vitest';
import {
  formatGameDay,
  formatKickoff,
  formatLockTime,
  kickoffFormat,
  shortFormats,
} from '@/lib/format-kickoff';

const newYork = kickoffFormat('en-US', 'America/New_York');

describe('formatKickoff', () => {
  it('shows the kickoff in the given time zone, naming the zone', () => {
    expect(formatKickoff('2025-12-14T18:00:00.000Z', newYork)).toBe('Sun, Dec 14, 1:00 PM EST');
    expect(formatKickoff('2025-12-16T01:15:00.000Z', newYork)).toBe('Mon, Dec 15, 8:15 PM EST');
    expect(formatKickoff('2025-09-07T17:00:00.000Z', newYork)).toBe('Sun, Sep 7, 1:00 PM EDT');
  });

  it("names the viewer's own zone", () => {
    expect(formatKickoff('2025-12-14T18:00:00.000Z', kickoffFormat('en-US', 'America/Los_Angeles'))).toBe(
      'Sun, Dec 14, 10:00 AM PST',
    );
  });

  it('returns an empty text for an unreadable time', () => {
    expect(formatKickoff('not a time', newYork)).toBe('');
  });
});

describe('formatLockTime', () => {
  const newYorkShort = shortFormats('en-US', 'America/New_York');
  // Sunday Dec 14, 2025, 1:28 PM in New York.
  const sunday = Date.parse('2025-12-14T18:28:00.000Z');

  it('gives the time alone on the same day in the viewer’s zone', () => {
    expect(formatLockTime('2025-12-14T21:05:00.000Z', sunday, newYorkShort)).toBe('4:05 PM');
  });

  it('names the weekday within the week, and the date beyond it', () => {
    expect(formatLockTime('2025-12-16T01:15:00.000Z', sunday, newYorkShort)).toBe('Mon 8:15 PM');
    expect(formatLockTime('2025-12-26T01:15:00.000Z', sunday, newYorkShort)).toBe('Thu, Dec 25, 8:15 PM');
  });

  it('returns an empty text for an unreadable time', () => {
    expect(formatLockTime('not a time', sunday, newYorkShort)).toBe('');
  });
});

describe('formatGameDay', () => {
  it('gives the day of the game in the viewer’s zone', () => {
    expect(formatGameDay('2025-10-10T00:15:00.000Z', shortFormats('en-US', 'America/New_York'))).toBe(
      'Thu, Oct 9',
    );
  });
});
