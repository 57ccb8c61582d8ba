import { describe, expect, it } from 'vitest';
import { lockedAt, nextKickoff } from '@/lib/kickoff-locks';

const kickoff = '2025-12-12T01:15:00.000Z';
const before = Date.parse(kickoff) - 1;
const at = Date.parse(kickoff);
const game = (lockReason: 'completed' | 'started' | 'disabled' | null, startTime = kickoff) => ({
  id: startTime,
  startTime,
  lockReason,
});

describe('lockedAt', () => {
  it('locks an open game once its kickoff has come by the server clock', () => {
    expect(lockedAt([game(null)], before)[0]?.lockReason).toBeNull();
    expect(lockedAt([game(null)], at)[0]?.lockReason).toBe('started');
  });

  it('keeps the server verdict, moving "disabled" on to "started" at kickoff as the server does', () => {
    expect(lockedAt([game('started'), game('completed')], before).map((g) => g.lockReason)).toEqual([
      'started',
      'completed',
    ]);
    expect(lockedAt([game('disabled')], before)[0]?.lockReason).toBe('disabled');
    expect(lockedAt([game('disabled')], at)[0]?.lockReason).toBe('started');
  });
});

describe('nextKickoff', () => {
  it('is the earliest kickoff still to come of a game not yet locked by it', () => {
    const sunday = '2025-12-14T18:00:00.000Z';
    const games = [game('completed', '2025-12-12T01:20:00.000Z'), game(null, sunday), game(null)];
    expect(nextKickoff(games, before)).toBe(at);
    expect(nextKickoff(games, at)).toBe(Date.parse(sunday));
    expect(nextKickoff(games, Date.parse(sunday))).toBeNull();
  });
});
