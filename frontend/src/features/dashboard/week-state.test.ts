import type { Game } from '@shared/game';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { anyGraded, weekResult, weekState } from '@/features/dashboard/week-state';

const game = (isCompleted: boolean) => ({ isCompleted }) as Game;
const entry = (userId: string, rank: number, wins: number, losses: number, gradedPicks = wins + losses) =>
  ({ userId, rank, wins, losses, pushes: 0, totalPicks: 16, gradedPicks }) as WeeklyLeaderboardEntry;

describe('weekState', () => {
  it('waits for the games and the pick switch', () => {
    expect(weekState(undefined, 'true')).toBe('loading');
    expect(weekState([game(false)], undefined)).toBe('loading');
  });

  it('is open with picks on and games to play, paused with picks off', () => {
    expect(weekState([game(true), game(false)], 'true')).toBe('open');
    expect(weekState([game(false)], 'false')).toBe('paused');
    expect(weekState([game(false)], null)).toBe('paused');
  });

  it('is final once every game is final, paused or not', () => {
    expect(weekState([game(true), game(true)], 'true')).toBe('final');
    expect(weekState([game(true)], 'false')).toBe('final');
  });

  it('is not final without games', () => {
    expect(weekState([], 'true')).toBe('open');
  });
});

describe('weekResult', () => {
  const entries = [entry('a', 1, 10, 6), entry('b', 2, 9, 7), entry('c', 1, 0, 0, 0)];

  it("gives the player's record and place once their picks are graded", () => {
    expect(weekResult(15, entries, 'b', 3)).toEqual({
      title: 'Week 15 final: 9-7, 2nd of 3',
      detail: 'Every game is final and graded.',
    });
  });

  it('counts the whole board when the page holds only some of it', () => {
    expect(weekResult(15, entries, 'b', 250).title).toBe('Week 15 final: 9-7, 2nd of 250');
  });

  it('waits for grading rather than showing 0-0', () => {
    expect(weekResult(15, entries, 'c', 3)).toEqual({
      title: 'Week 15 is final',
      detail: 'Your result shows once your picks are graded.',
    });
  });

  it('says so when the player made no picks', () => {
    expect(weekResult(15, entries, 'zed', 3).detail).toBe('You made no picks this week.');
  });
});

describe('anyGraded', () => {
  it('is false while every record is ungraded', () => {
    expect(anyGraded([entry('a', 1, 0, 0), entry('b', 1, 0, 0)])).toBe(false);
    expect(anyGraded([])).toBe(false);
    expect(anyGraded([entry('a', 1, 1, 0)])).toBe(true);
  });
});
