import { describe, expect, it } from 'vitest';
import { statusBeside } from './game-status';

const kickoff = '2025-12-14T18:00:00.000Z';
const before = new Date('2025-12-14T17:00:00.000Z');
const after = new Date('2025-12-14T19:00:00.000Z');

describe('statusBeside', () => {
  it('is final exactly when the game is completed', () => {
    expect(statusBeside(true, { startTime: kickoff, status: 'scheduled' }, before)).toBe('final');
    expect(statusBeside(false, { startTime: kickoff, status: 'final' }, after)).toBe('in_progress');
  });
  it('goes by the clock for a game not completed', () => {
    expect(statusBeside(false, { startTime: kickoff, status: 'final' }, before)).toBe('scheduled');
    expect(statusBeside(false, { startTime: kickoff }, after)).toBe('in_progress');
  });
  it('keeps a postponement or a cancellation', () => {
    expect(statusBeside(false, { startTime: kickoff, status: 'postponed' }, after)).toBe('postponed');
    expect(statusBeside(false, { startTime: kickoff, status: 'canceled' }, before)).toBe('canceled');
  });
});
