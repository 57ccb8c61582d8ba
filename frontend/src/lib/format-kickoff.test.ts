import { describe, expect, it } from 'vitest';
import { formatKickoff } from '@/lib/format-kickoff';

const newYork = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});

describe('formatKickoff', () => {
  it('shows the kickoff in the given time zone', () => {
    expect(formatKickoff('2025-12-14T18:00:00.000Z', newYork)).toBe('Sun, Dec 14, 1:00 PM');
    expect(formatKickoff('2025-12-16T01:15:00.000Z', newYork)).toBe('Mon, Dec 15, 8:15 PM');
  });

  it('returns an empty text for an unreadable time', () => {
    expect(formatKickoff('not a time', newYork)).toBe('');
  });
});
