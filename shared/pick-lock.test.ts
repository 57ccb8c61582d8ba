import { describe, expect, it } from 'vitest';
import { mnfTiebreakerGame } from './mnf-game';
import { gameLockReason, hasKickedOff, isSettingOn } from './pick-lock';

const kickoff = '2025-12-14T18:00:00.000Z';
const before = new Date('2025-12-14T17:59:59.000Z');
const at = new Date(kickoff);

describe('gameLockReason', () => {
  it('is open before kickoff while picks are enabled', () => {
    expect(gameLockReason({ isCompleted: false, startTime: kickoff }, before, true)).toBeNull();
  });
  it('locks at kickoff on the server clock', () => {
    expect(gameLockReason({ isCompleted: false, startTime: kickoff }, at, true)).toBe('started');
  });
  it('locks a completed game', () => {
    expect(gameLockReason({ isCompleted: true, startTime: kickoff }, before, true)).toBe('completed');
  });
  it('locks everything while the admin has picks disabled', () => {
    expect(gameLockReason({ isCompleted: false, startTime: kickoff }, before, false)).toBe('disabled');
  });
  it('treats only the text "true" as on', () => {
    expect([isSettingOn('true'), isSettingOn('TRUE'), isSettingOn('false'), isSettingOn(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('mnfTiebreakerGame', () => {
  const sunday = { id: 'sun', startTime: '2025-10-19T17:00:00.000Z', isMnfTiebreaker: false };
  // Week 7 2025 had two Monday games: 19:00 and 22:00 Eastern.
  const mondayEarly = { id: 'mon1', startTime: '2025-10-20T23:00:00.000Z', isMnfTiebreaker: false };
  const mondayLate = { id: 'mon2', startTime: '2025-10-21T02:00:00.000Z', isMnfTiebreaker: false };

  it('takes the earliest Monday game (Eastern time) by default', () => {
    expect(mnfTiebreakerGame([sunday, mondayLate, mondayEarly])?.id).toBe('mon1');
  });
  it('takes the flagged game when the admin chose one', () => {
    expect(mnfTiebreakerGame([sunday, mondayEarly, { ...mondayLate, isMnfTiebreaker: true }])?.id).toBe(
      'mon2',
    );
  });
  it('is null for a week without a Monday game', () => {
    expect(mnfTiebreakerGame([sunday])).toBeNull();
  });
});

describe('hasKickedOff', () => {
  it('is true for started and completed games only', () => {
    expect(hasKickedOff({ lockReason: 'started' })).toBe(true);
    expect(hasKickedOff({ lockReason: 'completed' })).toBe(true);
    expect(hasKickedOff({ lockReason: 'disabled' })).toBe(false);
    expect(hasKickedOff({ lockReason: null })).toBe(false);
  });
});
