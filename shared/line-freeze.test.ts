import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINE_FREEZE_AT,
  isLineFrozen,
  type LineFreeze,
  lineFreezesAt,
  pickLine,
  readLineFreeze,
  readWeeklyTime,
  weeklyTimeText,
} from './line-freeze';

const game = (startTime: string) => ({ startTime, isCompleted: false });
const fixed = (weekday: 'thursday' | 'sunday' | 'monday' | 'tuesday', time: string): LineFreeze => ({
  rule: 'fixed',
  at: { weekday, time },
});
const THURSDAY_NOON = fixed('thursday', '12:00');
const freezeOf = (kickoff: string, week: string[], freeze: LineFreeze) =>
  lineFreezesAt(game(kickoff), week.map(game), freeze).toISOString();

// 2025 Week 1 (summer time): Thursday night in Philadelphia, Friday night in São Paulo, Sunday, Monday night.
const WEEK_1 = {
  thursday: '2025-09-05T00:20:00.000Z',
  friday: '2025-09-06T00:00:00.000Z',
  sunday: '2025-09-07T17:00:00.000Z',
  monday: '2025-09-09T00:15:00.000Z',
};
const week1 = Object.values(WEEK_1);

describe('lineFreezesAt: at each game’s kickoff', () => {
  it('is the game’s own kickoff, whatever the week', () => {
    expect(freezeOf(WEEK_1.sunday, week1, { rule: 'kickoff' })).toBe(WEEK_1.sunday);
    expect(freezeOf(WEEK_1.monday, week1, { rule: 'kickoff' })).toBe(WEEK_1.monday);
  });
});

describe('lineFreezesAt: at a fixed time of the week', () => {
  it('freezes Thursday night’s game at Thursday noon New York time, before its kickoff', () => {
    expect(freezeOf(WEEK_1.thursday, week1, THURSDAY_NOON)).toBe('2025-09-04T16:00:00.000Z');
  });

  it('freezes the same week’s Friday, Sunday and Monday games at that same Thursday noon', () => {
    for (const kickoff of [WEEK_1.friday, WEEK_1.sunday, WEEK_1.monday]) {
      expect(freezeOf(kickoff, week1, THURSDAY_NOON)).toBe('2025-09-04T16:00:00.000Z');
    }
  });

  it('takes the week from its games, not from the game alone', () => {
    // Asked with only the Sunday game, its NFL week (Tuesday to Monday) is still the same one.
    expect(freezeOf(WEEK_1.sunday, [], THURSDAY_NOON)).toBe('2025-09-04T16:00:00.000Z');
  });

  it('is noon Eastern Standard Time in December (17:00 UTC)', () => {
    // 2025 Week 15: ATL at TB Thursday 8:15 pm EST, then Sunday.
    const week15 = ['2025-12-12T01:15:00.000Z', '2025-12-14T18:00:00.000Z', '2025-12-16T01:15:00.000Z'];
    expect(freezeOf('2025-12-14T18:00:00.000Z', week15, THURSDAY_NOON)).toBe('2025-12-11T17:00:00.000Z');
  });

  it('keeps to New York time across the week summer time ends (2025 Week 9)', () => {
    // Thursday Oct 30 is still EDT; Sunday Nov 2 is EST.
    const week9 = ['2025-10-31T00:15:00.000Z', '2025-11-02T18:00:00.000Z', '2025-11-04T01:15:00.000Z'];
    expect(freezeOf('2025-11-02T18:00:00.000Z', week9, THURSDAY_NOON)).toBe('2025-10-30T16:00:00.000Z');
    expect(freezeOf('2025-11-04T01:15:00.000Z', week9, fixed('sunday', '12:00'))).toBe(
      '2025-11-02T17:00:00.000Z',
    );
    // The Sunday before, still summer time: noon is 16:00 UTC.
    const week8 = ['2025-10-24T00:15:00.000Z', '2025-10-26T17:00:00.000Z'];
    expect(freezeOf('2025-10-26T17:00:00.000Z', week8, fixed('sunday', '12:00'))).toBe(
      '2025-10-26T16:00:00.000Z',
    );
  });

  it('freezes a game that kicks off before the moment at its own kickoff', () => {
    // With Sunday noon, Thursday night's and Friday night's games have already started.
    const sundayNoon = fixed('sunday', '12:00');
    expect(freezeOf(WEEK_1.thursday, week1, sundayNoon)).toBe(WEEK_1.thursday);
    expect(freezeOf(WEEK_1.friday, week1, sundayNoon)).toBe(WEEK_1.friday);
    expect(freezeOf(WEEK_1.sunday, week1, sundayNoon)).toBe('2025-09-07T16:00:00.000Z');
  });

  it('freezes a Saturday game at the week’s Thursday noon', () => {
    // 2025 Week 16: Thursday night, two Saturday games, Sunday.
    const week16 = [
      '2025-12-19T01:15:00.000Z',
      '2025-12-20T22:00:00.000Z',
      '2025-12-21T01:30:00.000Z',
      '2025-12-21T18:00:00.000Z',
    ];
    expect(freezeOf('2025-12-20T22:00:00.000Z', week16, THURSDAY_NOON)).toBe('2025-12-18T17:00:00.000Z');
    // With Sunday noon the Saturday games freeze at their kickoffs.
    expect(freezeOf('2025-12-20T22:00:00.000Z', week16, fixed('sunday', '12:00'))).toBe(
      '2025-12-20T22:00:00.000Z',
    );
  });

  it('freezes a week whose first game is before Thursday at that week’s Thursday, not a week earlier', () => {
    // 2024 Week 17: two Christmas Wednesday games, then Thursday night, Sunday and Monday.
    const week17 = [
      '2024-12-25T18:00:00.000Z',
      '2024-12-25T21:30:00.000Z',
      '2024-12-27T01:15:00.000Z',
      '2024-12-29T18:00:00.000Z',
    ];
    // The Wednesday games kick off before Thursday noon, so they freeze at their own kickoffs.
    expect(freezeOf('2024-12-25T18:00:00.000Z', week17, THURSDAY_NOON)).toBe('2024-12-25T18:00:00.000Z');
    expect(freezeOf('2024-12-25T21:30:00.000Z', week17, THURSDAY_NOON)).toBe('2024-12-25T21:30:00.000Z');
    expect(freezeOf('2024-12-27T01:15:00.000Z', week17, THURSDAY_NOON)).toBe('2024-12-26T17:00:00.000Z');
    expect(freezeOf('2024-12-29T18:00:00.000Z', week17, THURSDAY_NOON)).toBe('2024-12-26T17:00:00.000Z');
  });

  it('freezes a week without a Thursday game at its Thursday all the same (2025 Week 18)', () => {
    const week18 = ['2026-01-03T21:30:00.000Z', '2026-01-04T18:00:00.000Z'];
    expect(freezeOf('2026-01-04T18:00:00.000Z', week18, THURSDAY_NOON)).toBe('2026-01-01T17:00:00.000Z');
  });

  it('reads the week from Tuesday to Monday: Monday noon is after Sunday, Tuesday morning before Thursday', () => {
    expect(freezeOf(WEEK_1.monday, week1, fixed('monday', '12:00'))).toBe('2025-09-08T16:00:00.000Z');
    expect(freezeOf(WEEK_1.sunday, week1, fixed('monday', '12:00'))).toBe(WEEK_1.sunday);
    expect(freezeOf(WEEK_1.monday, week1, fixed('tuesday', '09:30'))).toBe('2025-09-02T13:30:00.000Z');
  });

  it('goes by the New York date of a late kickoff, not the UTC one', () => {
    // A Monday 8:15 pm EST kickoff is Tuesday in UTC; its NFL week still began the Tuesday before.
    expect(freezeOf('2025-12-16T01:15:00.000Z', [], THURSDAY_NOON)).toBe('2025-12-11T17:00:00.000Z');
  });
});

describe('isLineFrozen', () => {
  const sunday = game(WEEK_1.sunday);
  it('is open until the moment and frozen from it on', () => {
    expect(isLineFrozen(sunday, week1.map(game), THURSDAY_NOON, new Date('2025-09-04T15:59:59.999Z'))).toBe(
      false,
    );
    expect(isLineFrozen(sunday, week1.map(game), THURSDAY_NOON, new Date('2025-09-04T16:00:00.000Z'))).toBe(
      true,
    );
  });

  it('keeps the kickoff rule: open until the game’s own kickoff', () => {
    const friday = new Date('2025-09-05T12:00:00.000Z');
    expect(isLineFrozen(sunday, week1.map(game), { rule: 'kickoff' }, friday)).toBe(false);
    expect(isLineFrozen(game(WEEK_1.thursday), week1.map(game), { rule: 'kickoff' }, friday)).toBe(true);
  });

  it('freezes a final game whatever its kickoff says', () => {
    const final = { startTime: WEEK_1.sunday, isCompleted: true };
    expect(isLineFrozen(final, [], { rule: 'kickoff' }, new Date('2025-09-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('the stored setting', () => {
  it('reads and writes a weekly time', () => {
    expect(readWeeklyTime('thursday 12:00')).toEqual({ weekday: 'thursday', time: '12:00' });
    expect(readWeeklyTime(' Sunday  09:30 ')).toEqual({ weekday: 'sunday', time: '09:30' });
    expect(weeklyTimeText({ weekday: 'monday', time: '20:00' })).toBe('monday 20:00');
  });

  it('refuses what is not a weekday and a 24-hour time', () => {
    for (const text of ['', 'thursday', 'thursday 24:00', 'thursday 9:00', 'thu 12:00', 'thursday 12:00 x']) {
      expect(readWeeklyTime(text)).toBeNull();
    }
  });

  it('falls back to the defaults: the kickoff rule, and Thursday noon for an unreadable fixed time', () => {
    expect(readLineFreeze('kickoff', 'thursday 12:00')).toEqual({ rule: 'kickoff' });
    expect(readLineFreeze('nonsense', 'sunday 10:00')).toEqual({ rule: 'kickoff' });
    expect(readLineFreeze('fixed', 'sunday 10:00')).toEqual(fixed('sunday', '10:00'));
    expect(readLineFreeze('fixed', 'whenever')).toEqual({ rule: 'fixed', at: DEFAULT_LINE_FREEZE_AT });
  });
});

describe('pickLine', () => {
  it('records the game’s current line for a new or changed pick', () => {
    expect(pickLine(undefined, 12, '-3.5')).toBe('-3.5');
    expect(pickLine({ pickedTeamId: 24, line: '-3' }, 12, '-3.5')).toBe('-3.5');
    expect(pickLine(undefined, 12, null)).toBeNull();
  });

  it('keeps the line of a pick saved again for the same team, even a pick made without a line', () => {
    expect(pickLine({ pickedTeamId: 12, line: '-3' }, 12, '-3.5')).toBe('-3');
    expect(pickLine({ pickedTeamId: 12, line: null }, 12, '-3.5')).toBeNull();
  });

  it('records the current line over a pick stored before picks recorded lines', () => {
    expect(pickLine({ pickedTeamId: 12 }, 12, '-3.5')).toBe('-3.5');
  });
});
