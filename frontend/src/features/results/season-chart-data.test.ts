import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { cumulativeRows } from '@/features/results/season-chart-data';

const entry = (userId: string, points: [number, number][]) =>
  ({
    userId,
    cumulativeByWeek: points.map(([week, correctPicks]) => ({ week, correctPicks })),
  }) as SeasonLeaderboardEntry;

describe('cumulativeRows', () => {
  it('pivots each player’s running total into one row per week', () => {
    expect(
      cumulativeRows([
        entry('a', [
          [2, 9],
          [1, 5],
        ]),
        entry('b', [[1, 7]]),
      ]),
    ).toEqual([
      { week: 1, a: 5, b: 7 },
      { week: 2, a: 9 },
    ]);
  });
});
