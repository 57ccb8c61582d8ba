import { describe, expect, it } from 'vitest';
import { formatKickoff, kickoffFormat } from '@/lib/format-kickoff';

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
