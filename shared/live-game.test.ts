import { describe, expect, it } from 'vitest';
import { isLive, liveClockText } from './live-game';

const game = (fields: Partial<Parameters<typeof liveClockText>[0]>) => ({
  status: 'in_progress' as const,
  isCompleted: false,
  period: null,
  clock: null,
  ...fields,
});

describe('liveClockText', () => {
  it('names the quarter and the clock', () => {
    expect(liveClockText(game({ period: 3, clock: '4:12' }))).toBe('Q3 4:12');
  });
  it('says halftime at the end of the second quarter and the end of other quarters', () => {
    expect(liveClockText(game({ period: 2, clock: '0:00' }))).toBe('Halftime');
    expect(liveClockText(game({ period: 1, clock: '0:00' }))).toBe('End of Q1');
  });
  it('names overtime', () => {
    expect(liveClockText(game({ period: 5, clock: '8:30' }))).toBe('OT 8:30');
    expect(liveClockText(game({ period: 6, clock: '1:00' }))).toBe('2OT 1:00');
  });
  it('says Live when the provider gives no quarter', () => {
    expect(liveClockText(game({}))).toBe('Live');
  });
  it('is null for a game that is not in progress', () => {
    expect(liveClockText(game({ status: 'final', isCompleted: true, period: 4, clock: '0:00' }))).toBeNull();
    expect(liveClockText(game({ status: 'scheduled' }))).toBeNull();
    expect(liveClockText(game({ isCompleted: true }))).toBeNull();
  });
  it('calls a game live only with a score', () => {
    expect(isLive({ ...game({ period: 1, clock: '9:00' }), homeScore: 7, awayScore: 0 })).toBe(true);
    expect(isLive({ ...game({ period: 1, clock: '9:00' }), homeScore: null, awayScore: null })).toBe(false);
  });
});
