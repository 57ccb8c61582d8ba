import { describe, expect, it } from 'vitest';
import type { SeasonLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { seasonStandingsCsv } from './season-standings-csv';

const entry = (displayName: string, rank: number, totalPicks: number, winPercentage: number) =>
  ({
    userId: displayName,
    user: { id: displayName, displayName },
    rank,
    wins: 120,
    losses: 80,
    pushes: 4,
    totalPicks,
    winPercentage,
  }) as SeasonLeaderboardEntry;

describe('seasonStandingsCsv', () => {
  it("has the tab's columns in its order, the win rate as shown and no rate without picks", () => {
    const table = seasonStandingsCsv([entry('alice_b', 1, 204, 60), entry('new_player', 2, 0, 0)]);
    expect(table.header).toEqual(['Rank', 'Player', 'Record', 'Win %', 'Wins', 'Losses', 'Pushes']);
    expect(table.rows).toEqual([
      [1, 'alice_b', '120-80-4', '60.0%', 120, 80, 4],
      [2, 'new_player', '120-80-4', null, 120, 80, 4],
    ]);
  });
});
