import { describe, expect, it } from 'vitest';
import type { GameRecord } from './game';
import {
  seasonNotOverMessage,
  seasonProgress,
  survivorUndecided,
  undecidedLines,
  undecidedResults,
  weeksText,
} from './season-end';

const game = (id: string, week: number, final: boolean, status?: GameRecord['status']): GameRecord => ({
  id,
  week,
  startTime: '2025-09-07T17:00:00.000Z',
  homeTeamId: 1,
  awayTeamId: 2,
  homeScore: final ? 20 : null,
  awayScore: final ? 17 : null,
  isCompleted: final,
  spread: '-3',
  isMnfTiebreaker: false,
  ...(status ? { status } : {}),
});

/** Weeks 1-18, each with two games, final up to `finalThrough`. */
const season = (finalThrough: number) =>
  new Map(
    Array.from({ length: 18 }, (_, i) => {
      const week = i + 1;
      return [
        week,
        [game(`${week}a`, week, week <= finalThrough), game(`${week}b`, week, week <= finalThrough)],
      ];
    }),
  );

describe('seasonProgress', () => {
  it('is over when every game of the 18 weeks is final', () => {
    expect(seasonProgress(season(18))).toEqual({ gamesNotFinal: 0, weeks: [] });
  });

  it('counts the games not final and the weeks they are in', () => {
    expect(seasonProgress(season(14))).toEqual({ gamesNotFinal: 8, weeks: [15, 16, 17, 18] });
  });

  it('does not wait for a postponed or canceled game, but does for a week with no games loaded', () => {
    const byWeek = season(18);
    byWeek.set(6, [game('6a', 6, true), game('6b', 6, false, 'canceled')]);
    byWeek.set(9, [game('9a', 9, false, 'postponed')]);
    expect(seasonProgress(byWeek)).toEqual({ gamesNotFinal: 0, weeks: [] });
    byWeek.set(18, []);
    expect(seasonProgress(byWeek)).toEqual({ gamesNotFinal: 0, weeks: [18] });
  });
});

describe('survivorUndecided', () => {
  const over = (week: number) => week <= 5;
  it('is undecided while several entries live, or the last elimination’s week is not over', () => {
    expect(survivorUndecided({ outcome: 'alive', lastWeek: 3 }, over)).toBe(true);
    expect(survivorUndecided({ outcome: 'winner', lastWeek: 5 }, over)).toBe(false);
    expect(survivorUndecided({ outcome: 'winner', lastWeek: 6 }, over)).toBe(true);
    expect(survivorUndecided({ outcome: 'winner', lastWeek: 0 }, over)).toBe(true);
    expect(survivorUndecided({ outcome: 'last-out', lastWeek: 4 }, over)).toBe(false);
    expect(survivorUndecided({ outcome: 'no-entries', lastWeek: 0 }, over)).toBe(false);
  });
});

describe('the words', () => {
  it('names weeks as a range or a list', () => {
    expect(weeksText([6])).toBe('Week 6');
    expect(weeksText([15, 16, 17, 18])).toBe('Weeks 15 to 18');
    expect(weeksText([17, 18])).toBe('Weeks 17 and 18');
    expect(weeksText([6, 9, 10])).toBe('Weeks 6, 9 and 10');
  });

  it('lists what stays undecided, and nothing once the season is over', () => {
    const pools = [{ poolId: 'standard', name: 'Survivor Pool', kind: 'standard' as const, alive: 1 }];
    expect(undecidedLines(undecidedResults(seasonProgress(season(5)), pools))).toEqual([
      '26 games never final',
      'No weekly winner for Weeks 6 to 18',
      'No season 1st and 2nd place',
      'Survivor Pool: no winner (1 entry still alive)',
    ]);
    expect(undecidedLines(undecidedResults(seasonProgress(season(18)), []))).toEqual([]);
  });

  it('refuses the next season naming the games and weeks left', () => {
    expect(seasonNotOverMessage(2025, 2026, seasonProgress(season(14)))).toBe(
      'The 2025 season is not over: 8 games in 4 weeks (Weeks 15 to 18) are not final. ' +
        'Start 2026 once every game is final, or end 2025 early with "End the Season Now".',
    );
  });
});
