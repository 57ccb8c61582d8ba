import { describe, expect, it } from 'vitest';
import { gameWindow, isSyncDue, nextSyncTime, overdueGames, weeksInPlay } from './game-window';

const game = (
  startTime: string,
  fields: { isCompleted?: boolean; status?: 'final' | 'postponed' | 'canceled' | 'in_progress' } = {},
) => ({
  startTime,
  isCompleted: fields.isCompleted ?? false,
  status: fields.status,
});

const SUNDAY_1PM = '2025-12-14T18:00:00.000Z';
const SUNDAY_4PM = '2025-12-14T21:25:00.000Z';
const MONDAY = '2025-12-16T01:15:00.000Z';

describe('gameWindow', () => {
  it('is open once a game has kicked off and is not final', () => {
    const week = [game(SUNDAY_1PM), game(SUNDAY_4PM), game(MONDAY)];
    expect(gameWindow(week, new Date('2025-12-14T18:00:00Z'))).toEqual({
      inWindow: true,
      nextKickoff: SUNDAY_4PM,
    });
  });

  it('is closed before the first kickoff and names it', () => {
    const week = [game(SUNDAY_4PM), game(SUNDAY_1PM)];
    expect(gameWindow(week, new Date('2025-12-14T17:59:59Z'))).toEqual({
      inWindow: false,
      nextKickoff: SUNDAY_1PM,
    });
  });

  it('closes when every started game is final, until the next kickoff', () => {
    const week = [game(SUNDAY_1PM, { isCompleted: true, status: 'final' }), game(MONDAY)];
    expect(gameWindow(week, new Date('2025-12-14T22:00:00Z'))).toEqual({
      inWindow: false,
      nextKickoff: MONDAY,
    });
  });

  it('is closed with nothing left once the week is played, and ignores postponed and canceled games', () => {
    const week = [
      game(SUNDAY_1PM, { isCompleted: true }),
      game(SUNDAY_1PM, { status: 'postponed' }),
      game(SUNDAY_4PM, { status: 'canceled' }),
    ];
    expect(gameWindow(week, new Date('2025-12-14T23:00:00Z'))).toEqual({
      inWindow: false,
      nextKickoff: null,
    });
    expect(gameWindow([], new Date())).toEqual({ inWindow: false, nextKickoff: null });
  });

  it('stays open for a game due and not yet reported final', () => {
    expect(gameWindow([game(SUNDAY_1PM)], new Date('2025-12-15T06:00:00Z')).inWindow).toBe(true);
  });
});

describe('when the next sync runs', () => {
  const open = { inWindow: true, nextKickoff: null };
  const at = new Date('2025-12-14T19:00:00Z');

  it('is the last attempt plus the interval in a window, or now when that has passed or none was made', () => {
    expect(nextSyncTime(open, '2025-12-14T18:58:00.000Z', 5, at)).toBe('2025-12-14T19:03:00.000Z');
    expect(nextSyncTime(open, '2025-12-14T18:00:00.000Z', 5, at)).toBe(at.toISOString());
    expect(nextSyncTime(open, null, 5, at)).toBe(at.toISOString());
  });

  it('is the next kickoff outside a window', () => {
    expect(nextSyncTime({ inWindow: false, nextKickoff: MONDAY }, null, 5, at)).toBe(MONDAY);
    expect(nextSyncTime({ inWindow: false, nextKickoff: null }, null, 5, at)).toBeNull();
  });

  it('is due once the interval has passed, a little early for a schedule that fires on the minute', () => {
    expect(isSyncDue(null, 5, at)).toBe(true);
    expect(isSyncDue('2025-12-14T18:55:00.000Z', 5, at)).toBe(true);
    expect(isSyncDue('2025-12-14T18:55:20.000Z', 5, at)).toBe(true);
    expect(isSyncDue('2025-12-14T18:56:00.000Z', 5, at)).toBe(false);
  });
});

describe('weeksInPlay', () => {
  it('names every week with a game kicked off and not final, whatever week is current', () => {
    const games = [
      { ...game(MONDAY), week: 14 },
      { ...game(SUNDAY_1PM, { isCompleted: true, status: 'final' }), week: 15 },
      { ...game(SUNDAY_4PM), week: 15 },
      { ...game('2025-12-21T18:00:00.000Z'), week: 16 },
      { ...game(SUNDAY_1PM, { status: 'postponed' }), week: 13 },
    ];
    expect(weeksInPlay(games, new Date('2025-12-16T02:00:00Z'))).toEqual([14, 15]);
    expect(weeksInPlay(games, new Date('2025-12-14T20:00:00Z'))).toEqual([]);
  });
});

describe('overdueGames', () => {
  it('flags a game not final six hours after kickoff, and not a minute before', () => {
    const monday = game(MONDAY);
    const games = [
      monday,
      game(MONDAY, { isCompleted: true, status: 'final' }),
      game(MONDAY, { status: 'canceled' }),
    ];
    expect(overdueGames(games, new Date('2025-12-16T07:14:59Z'))).toEqual([]);
    expect(overdueGames(games, new Date('2025-12-16T07:15:00Z'))).toEqual([monday]);
  });
});
