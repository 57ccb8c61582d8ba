import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { seasonSummary, survivorStatus, weeklyRankText } from '@/features/dashboard/dashboard-stats';
import { formatGameDay, formatLockTime, shortFormats } from '@/lib/format-kickoff';
import { game, survivorPick } from '@/test-support/fixtures';

const weekly = (userId: string, rank: number, totalPicks: number, gradedPicks = totalPicks) =>
  ({ userId, rank, totalPicks, gradedPicks, correctPicks: 0, pushes: 0 }) as WeeklyLeaderboardEntry;

describe('weeklyRankText', () => {
  const entries = [weekly('a', 1, 14), weekly('b', 2, 14), weekly('c', 3, 14), weekly('d', 3, 0)];

  it("gives the player's place among the week's players", () => {
    expect(weeklyRankText(entries, 'c', 4)).toBe('3rd of 4');
  });

  it('counts the whole board when the page holds only some of it', () => {
    const page = [weekly('a', 1, 14), weekly('b', 2, 14), weekly('me', 150, 14)];
    expect(weeklyRankText(page, 'me', 250)).toBe('150th of 250');
  });

  it('says "No picks yet" without a pick or an entry', () => {
    expect(weeklyRankText(entries, 'd', 4)).toBe('No picks yet');
    expect(weeklyRankText(entries, 'zed', 4)).toBe('No picks yet');
  });

  it('says "No rank yet" before any of the player\'s picks is graded', () => {
    expect(weeklyRankText([weekly('a', 1, 16, 0), weekly('b', 1, 16, 0)], 'a', 2)).toBe('No rank yet');
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

  // Sunday Dec 14, 2025, 1:28 PM in New York: the 1 PM games have kicked off, 4:05 PM is next.
  const nowMs = Date.parse('2025-12-14T18:28:00.000Z');
  const newYork = shortFormats('en-US', 'America/New_York');
  const formats = {
    lock: (iso: string, at: number) => formatLockTime(iso, at, newYork),
    day: (iso: string) => formatGameDay(iso, newYork),
  };
  const games = [
    game('g1', 15, 2, 6, { startTime: '2025-12-14T18:00:00.000Z' }),
    game('g2', 15, 12, 21, { startTime: '2025-12-14T21:05:00.000Z' }),
  ];
  const week15 = { week: 15, games, firstWeekGames: games, nowMs };

  it('shows the pick and when it locks, with the players left', () => {
    const picked = entry({
      picks: [{ ...survivorPick('standard.x', 15, 21, null), lockAt: games[1]?.startTime }],
    });
    expect(survivorStatus({ entry: picked, message: null }, stats, week15, formats)).toEqual({
      value: 'Alive',
      help: 'Your pick: PHI (locks 4:05 PM) · 6 players left',
    });
    const kickedOff = entry({
      picks: [{ ...survivorPick('standard.x', 15, 6, null), lockAt: games[0]?.startTime }],
    });
    expect(survivorStatus({ entry: kickedOff, message: null }, stats, week15, formats).help).toBe(
      'Your pick: DAL (locked) · 6 players left',
    );
  });

  it('says there is no pick yet, and when the first team still open to it locks', () => {
    expect(survivorStatus({ entry: entry(), message: null }, stats, week15, formats)).toEqual({
      value: 'Alive',
      help: 'No pick yet · next lock 4:05 PM · 6 players left',
    });
    // KC and PHI used in earlier weeks: nothing is left to take this week.
    const spent = entry({ picks: [survivorPick('standard.x', 3, 12), survivorPick('standard.x', 4, 21)] });
    expect(survivorStatus({ entry: spent, message: null }, stats, week15, formats).help).toBe(
      'No pick yet · no team left to pick · 6 players left',
    );
  });

  it('counts the late-entry group for a late entry, and says when the entry fell', () => {
    const late = entry({ kind: 'late', isEliminated: true, eliminatedInWeek: 7 });
    expect(survivorStatus({ entry: late, message: null }, stats, week15, formats)).toEqual({
      value: 'Eliminated',
      help: 'Out in Week 7 · 1 player left',
    });
  });

  it('says when the first pick of an entry not started yet opens: the day of its first week’s first game', () => {
    const late = entry({ kind: 'late', firstWeek: 6 });
    const week6 = [
      game('w6b', 6, 2, 6, { startTime: '2025-10-12T17:00:00.000Z' }),
      game('w6a', 6, 19, 21, { startTime: '2025-10-10T00:15:00.000Z' }),
    ];
    expect(
      survivorStatus(
        { entry: late, message: null },
        stats,
        { week: 5, games, firstWeekGames: week6, nowMs },
        formats,
      ),
    ).toEqual({ value: 'Alive', help: 'Your first pick opens for Week 6, Thu, Oct 9 · 1 player left' });
    expect(
      survivorStatus(
        { entry: late, message: null },
        stats,
        { week: 5, games, firstWeekGames: undefined, nowMs },
        formats,
      ).help,
    ).toBe('Your first pick opens for Week 6 · 1 player left');
  });

  it('says there is no entry for a player who joined too late', () => {
    expect(survivorStatus({ entry: null, message: 'joined late' }, stats, week15).value).toBe('No entry');
  });
});
