import { describe, expect, it } from 'vitest';
import type { PickProgress } from '@/features/weekly-picks/pick-rules';
import { saveStatus } from '@/features/weekly-picks/save-status';

const progress = (remaining: number): PickProgress => ({
  eligible: 15,
  picked: 15 - remaining,
  remaining,
  locked: 1,
  made: 16 - remaining,
  total: 16,
});
const base = { picksEnabled: true, progress: progress(0), mnfMissing: false, unsavedCount: 0, canSend: true };

describe('saveStatus', () => {
  it('lists what is left to do', () => {
    expect(saveStatus({ ...base, progress: progress(3), mnfMissing: true })).toBe(
      '3 games left to pick · MNF total needed',
    );
    expect(saveStatus({ ...base, progress: progress(1) })).toBe('1 game left to pick');
  });

  it('then counts unsaved changes, then says all is saved', () => {
    expect(saveStatus({ ...base, unsavedCount: 2 })).toBe('2 unsaved changes - save to lock them in');
    expect(saveStatus(base)).toBe('All picks saved');
  });

  it('explains why nothing can be saved', () => {
    expect(saveStatus({ ...base, picksEnabled: false })).toBe('Picks are currently disabled by admin');
    expect(saveStatus({ ...base, canSend: false })).toBe('Every game has kicked off: picks are locked');
  });
});
