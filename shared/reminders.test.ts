import { describe, expect, it } from 'vitest';
import { firstKickoff, isReminderDue, nextKickoff, reminderLeadLabel } from './reminders';

const kickoff = '2025-12-12T01:15:00.000Z';
const games = [
  { startTime: '2025-12-14T18:00:00.000Z' },
  { startTime: kickoff },
  { startTime: '2025-12-16T01:15:00.000Z' },
];

describe('firstKickoff and nextKickoff', () => {
  it('finds the earliest kickoff of the week', () => {
    expect(firstKickoff(games)).toBe(kickoff);
    expect(firstKickoff([])).toBeNull();
  });
  it('finds the next kickoff still ahead', () => {
    expect(nextKickoff(games, new Date('2025-12-12T01:15:00.000Z'))).toBe('2025-12-14T18:00:00.000Z');
    expect(nextKickoff(games, new Date('2025-12-17T00:00:00.000Z'))).toBeNull();
  });
});

describe('isReminderDue', () => {
  it('is due from the lead before the first kickoff until it', () => {
    expect(isReminderDue(24, kickoff, new Date('2025-12-11T01:14:59.999Z'))).toBe(false);
    expect(isReminderDue(24, kickoff, new Date('2025-12-11T01:15:00.000Z'))).toBe(true);
    expect(isReminderDue(6, kickoff, new Date('2025-12-11T17:00:00.000Z'))).toBe(false);
    expect(isReminderDue(6, kickoff, new Date('2025-12-11T19:15:00.000Z'))).toBe(true);
    expect(isReminderDue(1, kickoff, new Date('2025-12-12T00:15:00.000Z'))).toBe(true);
  });
  it('is over at kickoff', () => {
    expect(isReminderDue(1, kickoff, new Date(kickoff))).toBe(false);
  });
});

describe('reminderLeadLabel', () => {
  it('reads in hours', () => {
    expect([reminderLeadLabel(24), reminderLeadLabel(6), reminderLeadLabel(1)]).toEqual([
      '24 hours before',
      '6 hours before',
      '1 hour before',
    ]);
  });
});
