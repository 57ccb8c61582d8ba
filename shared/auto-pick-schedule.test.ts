import { describe, expect, it } from 'vitest';
import { cronOf, cronParts, DEFAULT_AUTO_PICK_CRON, lateRunText, scheduleText } from './auto-pick-schedule';

const december = new Date('2025-12-11T17:00:00Z');
const july = new Date('2025-07-01T17:00:00Z');

describe('the auto-pick schedule', () => {
  it('reads and writes minute, hour and weekday', () => {
    expect(cronParts(DEFAULT_AUTO_PICK_CRON)).toEqual({ minute: 5, hour: 13, weekday: 0 });
    expect(cronOf({ minute: 30, hour: 9, weekday: 6 })).toBe('30 9 * * 6');
    expect(cronParts(cronOf({ minute: 0, hour: 0, weekday: 3 }))).toEqual({ minute: 0, hour: 0, weekday: 3 });
  });

  it('refuses crons with more than minute, hour and weekday', () => {
    for (const cron of [
      '5 13 1 * 0',
      '* 13 * * 0',
      '60 13 * * 0',
      '5 24 * * 0',
      '5 13 * * 7',
      '5 13 * *',
      'soon',
    ])
      expect(cronParts(cron), cron).toBeNull();
  });

  it('says the default as the spec does, with the zone of the season', () => {
    expect(scheduleText(DEFAULT_AUTO_PICK_CRON, 'America/New_York', december)).toBe('Sundays 1:05 PM EST');
    expect(scheduleText(DEFAULT_AUTO_PICK_CRON, 'America/New_York', july)).toBe('Sundays 1:05 PM EDT');
  });

  it('names midnight, noon and other zones', () => {
    expect(scheduleText('0 0 * * 1', 'America/Chicago', december)).toBe('Mondays 12:00 AM CST');
    expect(scheduleText('45 12 * * 6', 'America/Los_Angeles', december)).toBe('Saturdays 12:45 PM PST');
    expect(scheduleText('5 9 * * 0', 'UTC', december)).toBe('Sundays 9:05 AM UTC');
  });

  it('says when a run came late, in the schedule’s zone, and nothing for a run on time', () => {
    const due = new Date('2025-11-30T18:05:00Z');
    const zone = 'America/New_York';
    expect(lateRunText(new Date('2025-11-30T18:14:00Z'), due, zone)).toBeNull();
    expect(lateRunText(new Date('2025-11-30T19:10:00Z'), due, zone)).toBe('ran at 2:10 PM, due 1:05 PM');
    expect(lateRunText(new Date('2025-12-01T13:00:00Z'), due, zone)).toBe(
      'ran at Mon, Dec 1, 8:00 AM, due Sun, Nov 30, 1:05 PM',
    );
  });
});
