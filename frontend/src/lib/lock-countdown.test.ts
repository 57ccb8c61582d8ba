import type { Game } from '@shared/game';
import { describe, expect, it } from 'vitest';
import { cardLockText, formatTimeLeft, nextLockText } from '@/lib/lock-countdown';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.parse('2025-12-11T17:00:00.000Z');

const game = (away: string, home: string, startTime: string, lockReason: Game['lockReason'] = null) =>
  ({
    startTime,
    lockReason,
    awayTeam: { abbreviation: away },
    homeTeam: { abbreviation: home },
  }) as Pick<Game, 'startTime' | 'lockReason' | 'awayTeam' | 'homeTeam'>;

const thursday = game('ATL', 'TB', '2025-12-12T01:15:00.000Z');
const bufAtNe = game('BUF', 'NE', '2025-12-14T18:00:00.000Z');
const sunday = [
  bufAtNe,
  game('BAL', 'CIN', '2025-12-14T18:00:00.000Z'),
  game('NYJ', 'JAX', '2025-12-14T18:00:00.000Z'),
];

describe('formatTimeLeft', () => {
  it('reads in days and hours over a day, hours and minutes under one', () => {
    expect(formatTimeLeft(2 * 24 * HOUR + 4 * HOUR + 30 * MINUTE)).toBe('2 d 4 h');
    expect(formatTimeLeft(3 * 24 * HOUR)).toBe('3 d');
    expect(formatTimeLeft(8 * HOUR + 15 * MINUTE)).toBe('8 h 15 min');
    expect(formatTimeLeft(22 * HOUR)).toBe('22 h');
    expect(formatTimeLeft(42 * MINUTE)).toBe('42 min');
  });

  it('rounds up to the minute, and says less than a minute in the last one', () => {
    expect(formatTimeLeft(8 * HOUR + 14 * MINUTE + 1)).toBe('8 h 15 min');
    expect(formatTimeLeft(59 * MINUTE + 1)).toBe('1 h');
    expect(formatTimeLeft(MINUTE)).toBe('1 min');
    expect(formatTimeLeft(MINUTE - 1)).toBe('less than a minute');
    expect(formatTimeLeft(1)).toBe('less than a minute');
  });
});

describe('nextLockText', () => {
  it('names the next open game to kick off by the given clock', () => {
    expect(nextLockText([...sunday, thursday], NOW)).toBe('Next lock in 8 h 15 min: ATL @ TB');
  });

  it('counts the games that lock with it, skipping locked and kicked-off ones', () => {
    const started = { ...thursday, lockReason: 'started' as const };
    expect(nextLockText([started, ...sunday], Date.parse('2025-12-13T20:00:00.000Z'))).toBe(
      'Next lock in 22 h: BUF @ NE and 2 more games',
    );
    expect(nextLockText([thursday, ...sunday.slice(0, 2)], Date.parse('2025-12-12T02:00:00.000Z'))).toBe(
      'Next lock in 2 d 16 h: BUF @ NE and 1 more game',
    );
  });

  it('is null with no open game left, or with picks disabled', () => {
    expect(nextLockText([thursday], Date.parse(thursday.startTime))).toBeNull();
    expect(nextLockText([{ ...thursday, lockReason: 'disabled' }], NOW)).toBeNull();
    expect(nextLockText([], NOW)).toBeNull();
  });
});

describe('cardLockText', () => {
  it('counts down on an open game within a day of kickoff', () => {
    expect(cardLockText(thursday, NOW)).toBe('Locks in 8 h 15 min');
    expect(cardLockText(thursday, Date.parse(thursday.startTime) - 30_000)).toBe(
      'Locks in less than a minute',
    );
    expect(cardLockText(bufAtNe, Date.parse('2025-12-13T18:00:00.000Z'))).toBe('Locks in 1 d');
  });

  it('stays quiet further out, once locked and from kickoff', () => {
    expect(cardLockText(bufAtNe, NOW)).toBeNull();
    expect(cardLockText({ ...thursday, lockReason: 'disabled' }, NOW)).toBeNull();
    expect(cardLockText(thursday, Date.parse(thursday.startTime))).toBeNull();
  });
});
