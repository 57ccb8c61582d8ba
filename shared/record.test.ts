import { describe, expect, it } from 'vitest';
import { formatRecord, recordOf } from './record';

describe('formatRecord', () => {
  it('shows pushes only when there are some', () => {
    expect(formatRecord(9, 5)).toBe('9-5');
    expect(formatRecord(9, 5, 1)).toBe('9-5-1');
  });
});

describe('recordOf', () => {
  it('shows the graded record, leaving pending picks out', () => {
    expect(recordOf({ wins: 117, losses: 91, pushes: 1 })).toBe('117-91-1');
    expect(recordOf({ wins: 0, losses: 0, pushes: 0 })).toBe('0-0');
  });
});
