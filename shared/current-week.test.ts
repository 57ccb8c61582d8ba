import { describe, expect, it } from 'vitest';
import { currentWeekAt } from './current-week';

const games = [
  { week: 14, startTime: '2025-12-04T01:15:00.000Z' },
  { week: 14, startTime: '2025-12-09T01:15:00.000Z' },
  { week: 15, startTime: '2025-12-12T01:15:00.000Z' },
  { week: 15, startTime: '2025-12-16T01:15:00.000Z' },
];

describe('currentWeekAt', () => {
  it('is the week whose games are still ahead', () => {
    expect(currentWeekAt(new Date('2025-12-11T17:00:00Z'), games)).toBe(15);
  });
  it('keeps the week through Monday night', () => {
    expect(currentWeekAt(new Date('2025-12-09T04:00:00Z'), games)).toBe(14);
  });
  it('rolls over twelve hours after the last kickoff', () => {
    expect(currentWeekAt(new Date('2025-12-09T13:16:00Z'), games)).toBe(15);
  });
  it('is the first week before the season', () => {
    expect(currentWeekAt(new Date('2025-08-01T00:00:00Z'), games)).toBe(14);
  });
  it('is the last week after the season', () => {
    expect(currentWeekAt(new Date('2026-03-01T00:00:00Z'), games)).toBe(18);
  });
});
