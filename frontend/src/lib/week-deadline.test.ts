import type { LockReason } from '@shared/pick-lock';
import { describe, expect, it } from 'vitest';
import { formatKickoff, formatLockTime, kickoffFormat, shortFormats } from '@/lib/format-kickoff';
import { lockedAt } from '@/lib/kickoff-locks';
import { weekDeadline } from '@/lib/week-deadline';

const newYork = shortFormats('en-US', 'America/New_York');
const lock = (iso: string, nowMs: number) => formatLockTime(iso, nowMs, newYork);
const deadline = (iso: string) => formatKickoff(iso, kickoffFormat('en-US', 'America/New_York'));

// Week 5 of 2025: Thursday night, nine at 1 PM Sunday, two at 4:05, Sunday and Monday night.
const kickoffs = [
  '2025-10-03T00:15:00.000Z',
  ...Array.from({ length: 9 }, () => '2025-10-05T17:00:00.000Z'),
  '2025-10-05T20:05:00.000Z',
  '2025-10-05T20:05:00.000Z',
  '2025-10-05T20:25:00.000Z',
  '2025-10-05T20:25:00.000Z',
  '2025-10-06T00:20:00.000Z',
  '2025-10-07T00:15:00.000Z',
];
const games = kickoffs.map((startTime, index) => ({
  id: `g${index}`,
  startTime,
  lockReason: null as LockReason | null,
}));
const at = (iso: string) => {
  const nowMs = Date.parse(iso);
  return { games: lockedAt(games, nowMs), nowMs };
};
const allPicked = new Set(games.map((game) => game.id));

describe('weekDeadline', () => {
  it('gives the deadline before the first kickoff, with what is left to pick', () => {
    const { games: thursday, nowMs } = at('2025-10-02T16:00:00.000Z');
    expect(weekDeadline(thursday, new Set(['g0']), nowMs, lock, deadline)).toEqual({
      title: 'Picks due: Thu, Oct 2, 8:15 PM EDT',
      detail: '15 games still to pick · each game locks at kickoff',
      picksOpen: true,
    });
  });

  it('mid-Sunday says how many games are still open and when the next locks, never the past deadline', () => {
    const { games: sunday, nowMs } = at('2025-10-05T17:28:00.000Z');
    const text = weekDeadline(sunday, allPicked, nowMs, lock, deadline);
    expect(text).toEqual({
      title: '6 games still open · next lock 4:05 PM',
      detail: 'Every pick is in · each game locks at kickoff',
      picksOpen: true,
    });
    expect(text.title).not.toMatch(/Picks due/);
  });

  it('counts only the open games still without a pick', () => {
    const { games: sunday, nowMs } = at('2025-10-05T17:28:00.000Z');
    const pickedBeforeSunday = new Set(games.slice(0, 10).map((game) => game.id));
    expect(weekDeadline(sunday, pickedBeforeSunday, nowMs, lock, deadline).detail).toBe(
      '6 games still to pick · each game locks at kickoff',
    );
  });

  it('names the weekday of a lock on another day', () => {
    const { games: sundayNight, nowMs } = at('2025-10-06T01:00:00.000Z');
    expect(weekDeadline(sundayNight, allPicked, nowMs, lock, deadline).title).toBe(
      '1 game still open · next lock Mon 8:15 PM',
    );
  });

  it('says the week is locked once every game has kicked off', () => {
    const { games: mondayNight, nowMs } = at('2025-10-07T01:00:00.000Z');
    expect(weekDeadline(mondayNight, allPicked, nowMs, lock, deadline)).toEqual({
      title: 'Every game has kicked off',
      detail: 'Picks are locked; results come in as games go final.',
      picksOpen: false,
    });
  });

  it('waits for the picks without claiming any, and has no deadline without games', () => {
    const { games: sunday, nowMs } = at('2025-10-05T17:28:00.000Z');
    expect(weekDeadline(sunday, undefined, nowMs, lock, deadline).detail).toBe('Each game locks at kickoff');
    expect(weekDeadline([], undefined, nowMs, lock, deadline).title).toBe('Pick deadline TBD');
  });
});
