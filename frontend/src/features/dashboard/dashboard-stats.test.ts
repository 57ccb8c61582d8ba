import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { seasonSummary, survivorStatus, weeklyRankText } from '@/features/dashboard/dashboard-stats';

const weekly = (userId: string, rank: number, totalPicks: number, gradedPicks = totalPicks) =>
  ({ userId, rank, totalPicks, gradedPicks, correctPicks: 0, pushes: 0 }) as WeeklyLeaderboardEntry;

describe('weeklyRankText', () => {
  const entries = [weekly('a', 1, 14), weekly('b', 2, 14), weekly('c', 3, 14), weekly('d', 3, 0)];

  it("gives the player's place among the week's players", () => {
    expect(weeklyRankText(entries, 'c')).toBe('3rd of 4');
  });

  it('says "No picks yet" without a pick or an entry', () => {
    expect(weeklyRankText(entries, 'd')).toBe('No picks yet');
    expect(weeklyRankText(entries, 'zed')).toBe('No picks yet');
  });

  it('says "No rank yet" before any of the player\'s picks is graded', () => {
    expect(weeklyRankText([weekly('a', 1, 16, 0), weekly('b', 1, 16, 0)], 'a')).toBe('No rank yet');
  });
});

describe('seasonSummary', () => {
  const entry = {
    userId: 'a',
    correctPicks: 117,
    totalPicks: 209,
    wins: 117,
    losses: 91,
    pushes: 1,
    winPercentage: 56.5,
  } as SeasonLeaderboardEntry;

  it('gives the record with pushes and the win rate', () => {
    expect(seasonSummary([entry], 'a')).toEqual({ record: '117-91-1', winRate: '56.5%' });
  });

  it('starts at 0-0 without a rate', () => {
    expect(seasonSummary([entry], 'b')).toEqual({ record: '0-0', winRate: null });
  });
});

describe('survivorStatus', () => {
  const stats = {
    standard: { alive: 6, eliminated: 7, total: 13 },
    lateEntry: { alive: 1, eliminated: 1, total: 2 },
  };
  const entry = (more: Record<string, unknown> = {}) =>
    ({
      id: 'standard.x',
      poolId: 'standard',
      kind: 'standard',
      entryName: null,
      displayName: 'Survivor Pool',
      isEliminated: false,
      eliminatedInWeek: null,
      firstWeek: 1,
      createdAt: '',
      pool: { name: 'Survivor Pool', entryFee: null },
      picks: [],
      ...more,
    }) as never;

  it('says alive with the players left, and asks for this week’s pick', () => {
    expect(survivorStatus({ entry: entry(), message: null }, stats, 15)).toEqual({
      value: 'Alive',
      help: 'Pick needed for Week 15 · 6 players left',
    });
    const picked = entry({ picks: [{ week: 15 }] });
    expect(survivorStatus({ entry: picked, message: null }, stats, 15).help).toBe('6 players left');
  });

  it('counts the late-entry group for a late entry, and says when the entry fell', () => {
    const late = entry({ kind: 'late', isEliminated: true, eliminatedInWeek: 7 });
    expect(survivorStatus({ entry: late, message: null }, stats, 15)).toEqual({
      value: 'Eliminated',
      help: 'Out in Week 7 · 1 player left',
    });
  });

  it('says when an entry has not started yet', () => {
    const late = entry({ kind: 'late', firstWeek: 6 });
    expect(survivorStatus({ entry: late, message: null }, stats, 5)).toEqual({
      value: 'Alive',
      help: 'Starts in Week 6 · 1 player left',
    });
  });

  it('says there is no entry for a player who joined too late', () => {
    expect(survivorStatus({ entry: null, message: 'joined late' }, stats, 15).value).toBe('No entry');
  });
});
