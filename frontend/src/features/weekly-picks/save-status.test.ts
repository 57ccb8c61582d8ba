import { describe, expect, it } from 'vitest';
import type { PickProgress } from '@/features/weekly-picks/pick-rules';
import { saveBarProgress, saveStatus } from '@/features/weekly-picks/save-status';

const progress = (remaining: number): PickProgress => ({
  eligible: 15,
  picked: 15 - remaining,
  remaining,
  made: 16 - remaining,
  total: 16,
});
const base = {
  picksEnabled: true,
  progress: progress(0),
  mnfMissing: false,
  survivorMissing: 0,
  unsavedCount: 0,
  canSend: true,
};

describe('saveStatus', () => {
  it('lists what is left to do', () => {
    expect(saveStatus({ ...base, progress: progress(3), mnfMissing: true })).toBe(
      '3 games left to pick · MNF total needed',
    );
    expect(saveStatus({ ...base, progress: progress(1) })).toBe('1 game left to pick');
    expect(saveStatus({ ...base, survivorMissing: 2 })).toBe('2 survivor picks needed');
  });

  it('then counts unsaved changes, then says all is saved', () => {
    expect(saveStatus({ ...base, unsavedCount: 2 })).toBe('2 unsaved changes - save to lock them in');
    expect(saveStatus(base)).toBe('All picks saved');
  });

  it('explains why nothing can be saved', () => {
    expect(saveStatus({ ...base, picksEnabled: false })).toBe(
      'The admin has paused picks; your saved picks still count',
    );
    expect(saveStatus({ ...base, canSend: false })).toBe('Every game has kicked off: picks are locked');
  });
});

describe('saveBarProgress', () => {
  it('counts picks made among the open games', () => {
    expect(saveBarProgress(progress(3))).toEqual({ label: '12 of 15 picks made', value: 12, max: 15 });
  });

  it("counts the week's saved picks once no game is open", () => {
    const closed = { eligible: 0, picked: 0, remaining: 0, made: 15, total: 16 };
    expect(saveBarProgress(closed)).toEqual({ label: '15 of 16 picks saved', value: 15, max: 16 });
  });
});
