import { describe, expect, it } from 'vitest';
import {
  isWeek6RegistrationOpen,
  week6CloseWeekOf,
  week6DeadlineText,
  week6EntriesStart,
  week6FieldText,
  week6RegistrationMessages,
  week6StartText,
} from './week6-registration';

const WEEK6_KICKOFF = '2025-10-10T00:15:00.000Z'; // Thu Oct 9, 8:15 PM ET

describe('Week 6 registration', () => {
  it('is open until the first kickoff of the closing week, and closed from that instant', () => {
    expect(isWeek6RegistrationOpen(WEEK6_KICKOFF, new Date('2025-10-10T00:14:59.999Z'))).toBe(true);
    expect(isWeek6RegistrationOpen(WEEK6_KICKOFF, new Date(WEEK6_KICKOFF))).toBe(false);
    expect(isWeek6RegistrationOpen(WEEK6_KICKOFF, new Date('2025-12-11T17:00:00.000Z'))).toBe(false);
  });

  it('stays open while the closing week has no games scheduled', () => {
    expect(isWeek6RegistrationOpen(null, new Date('2025-12-11T17:00:00.000Z'))).toBe(true);
  });

  it('closes at the pools start week unless a valid week was stored', () => {
    expect(week6CloseWeekOf(undefined)).toBe(6);
    expect(week6CloseWeekOf('8')).toBe(8);
    expect(week6CloseWeekOf('0')).toBe(6);
    expect(week6CloseWeekOf('19')).toBe(6);
    expect(week6CloseWeekOf('7.5')).toBe(6);
  });

  it('names when registration closed', () => {
    expect(week6RegistrationMessages.closed(6, 'Thu, Oct 9, 8:15 PM ET')).toBe(
      'Week 6 pool registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET). The pools have started, so no new entries can join.',
    );
  });

  it('tells when registration closes, or closed', () => {
    const status = { closeWeek: 6, closesAtText: 'Thu, Oct 9, 8:15 PM ET' };
    expect(week6DeadlineText({ ...status, isOpen: true })).toBe(
      'Registration closes at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).',
    );
    expect(week6DeadlineText({ ...status, isOpen: false })).toBe(
      'Registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).',
    );
    expect(week6DeadlineText({ closeWeek: 6, closesAtText: null, isOpen: true })).toBe(
      'Registration closes at the first Week 6 kickoff.',
    );
  });

  it('tells the field as alive of total', () => {
    expect(week6FieldText({ alive: 3, entries: 12 })).toBe('3 of 12 entries still alive.');
    expect(week6FieldText({ alive: 1, entries: 1 })).toBe('1 of 1 entry still alive.');
    expect(week6FieldText({ alive: 0, entries: 0 })).toBe('No entries joined.');
  });
});

describe('where a Week 6 entry starts', () => {
  const WEEK7 = ['2025-10-17T00:15:00.000Z', '2025-10-21T00:15:00.000Z', '2025-10-19T17:00:00.000Z'];
  const WEEK8 = ['2025-10-24T00:15:00.000Z'];
  const kickoffsOf = (week: number) =>
    week === 7 ? WEEK7 : week === 8 ? WEEK8 : week === 6 ? [WEEK6_KICKOFF] : [];

  it('starts in the pools start week before they start, its first kickoff the next lock', () => {
    expect(week6EntriesStart(6, 4, kickoffsOf, new Date('2025-09-30T12:00:00.000Z'))).toEqual({
      startWeek: 6,
      nextLockAt: WEEK6_KICKOFF,
    });
  });

  it('starts in the current week once registration reopened, its next kickoff the lock', () => {
    expect(week6EntriesStart(6, 7, kickoffsOf, new Date('2025-10-20T20:00:00.000Z'))).toEqual({
      startWeek: 7,
      nextLockAt: '2025-10-21T00:15:00.000Z',
    });
  });

  it('starts the week after once every game of the current week kicked off', () => {
    expect(week6EntriesStart(6, 7, kickoffsOf, new Date('2025-10-21T00:15:00.000Z'))).toEqual({
      startWeek: 8,
      nextLockAt: WEEK8[0],
    });
  });

  it('says the start week and the next lock, or only the week while none is scheduled', () => {
    const reopened = {
      startWeek: 7,
      nextLockAt: '2025-10-21T00:15:00.000Z',
      nextLockText: 'Mon, Oct 20, 8:15 PM ET',
      closesAt: WEEK8[0] ?? null,
    };
    expect(week6StartText(reopened, 'Your entries')).toBe(
      'Your entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET.',
    );
    expect(
      week6StartText({ ...reopened, startWeek: 9, nextLockAt: null, nextLockText: null }, 'Your entry'),
    ).toBe('Your entry starts in Week 9.');
  });

  it('leaves the lock out when it is the kickoff that closes registration', () => {
    const open = {
      startWeek: 6,
      nextLockAt: WEEK6_KICKOFF,
      nextLockText: 'Thu, Oct 9, 8:15 PM ET',
      closesAt: WEEK6_KICKOFF,
    };
    expect(week6StartText(open, 'New entries')).toBe('New entries start in Week 6.');
  });
});
