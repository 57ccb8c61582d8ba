import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { behindInWords, gamesBehindRows, leadersAfterLastWeek } from '@/features/results/season-chart-data';

const entry = (userId: string, points: [number, number][]) =>
  ({
    userId,
    cumulativeByWeek: points.map(([week, correctPicks]) => ({ week, correctPicks })),
  }) as SeasonLeaderboardEntry;

describe('gamesBehindRows', () => {
  it('measures every player against the leader of each week, whoever leads', () => {
    expect(
      gamesBehindRows([
        entry('a', [
          [2, 9],
          [1, 5],
        ]),
        entry('b', [
          [1, 7],
          [2, 8],
        ]),
      ]),
    ).toEqual([
      { week: 1, a: 2, b: 0 },
      { week: 2, a: 0, b: 1 },
    ]);
  });

  it('carries a player through a week without graded picks at their last total', () => {
    expect(gamesBehindRows([entry('a', [[1, 5]]), entry('b', [[2, 9]]), entry('c', [])])).toEqual([
      { week: 1, a: 0, b: 5, c: 5 },
      { week: 2, a: 4, b: 0, c: 9 },
    ]);
  });

  it('has no rows before anything is graded', () => {
    expect(gamesBehindRows([entry('a', [])])).toEqual([]);
  });
});

describe('leadersAfterLastWeek', () => {
  it('names everyone level at the top after the last week', () => {
    const rows = gamesBehindRows([entry('a', [[1, 5]]), entry('b', [[1, 5]]), entry('c', [[1, 3]])]);
    expect(leadersAfterLastWeek(rows)).toEqual(['a', 'b']);
    expect(leadersAfterLastWeek([])).toEqual([]);
  });
});

describe('behindInWords', () => {
  it('says leading, one game or several games', () => {
    expect(behindInWords(0, 14)).toBe('Leading after Week 14');
    expect(behindInWords(1, 3)).toBe('1 game behind the leader after Week 3');
    expect(behindInWords(4, 3)).toBe('4 games behind the leader after Week 3');
  });
});
