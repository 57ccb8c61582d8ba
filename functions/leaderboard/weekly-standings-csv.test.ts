import { describe, expect, it } from 'vitest';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { csvText } from '../lib/csv';
import { weeklyStandingsCsv, weeklyStandingsFilename } from './weekly-standings-csv';

const entry = (
  displayName: string,
  rank: number,
  record: [number, number, number],
  mnf: WeeklyLeaderboardEntry['mnfTiebreaker'],
  avg: number | null,
): WeeklyLeaderboardEntry =>
  ({
    userId: displayName,
    user: { id: displayName, displayName },
    rank,
    wins: record[0],
    losses: record[1],
    pushes: record[2],
    mnfTiebreaker: mnf,
    avgTiebreakerToDate: avg,
  }) as WeeklyLeaderboardEntry;

describe('weeklyStandingsCsv', () => {
  const entries = [
    entry('Zoë, "Z"', 1, [10, 5, 1], { predictedTotal: 54, actualTotal: 48, difference: 6 }, 4.25),
    entry('=cmd', 2, [9, 7, 0], { predictedTotal: null, actualTotal: 48, difference: null }, null),
    entry('bob', 3, [8, 8, 0], { predictedTotal: 41, actualTotal: null, difference: null }, 3),
  ];

  it("has the tab's columns in its order, then the record's three numbers", () => {
    const table = weeklyStandingsCsv(entries);
    expect(table.header).toEqual([
      'Rank',
      'Player',
      'Record',
      'MNF Points',
      'TB Avg',
      'Wins',
      'Losses',
      'Pushes',
    ]);
    expect(table.rows).toEqual([
      [1, 'Zoë, "Z"', '10-5-1', '54 / 48 ±6', '4.3', 10, 5, 1],
      [2, '=cmd', '9-7', null, null, 9, 7, 0],
      [3, 'bob', '8-8', '41 / —', '3.0', 8, 8, 0],
    ]);
  });

  it('writes names quoted and a formula-looking name as text', () => {
    expect(csvText(weeklyStandingsCsv(entries)).split('\r\n').slice(1, 3)).toEqual([
      '1,"Zoë, ""Z""",10-5-1,54 / 48 ±6,4.3,10,5,1',
      "2,'=cmd,9-7,,,9,7,0",
    ]);
  });

  it('names the file by its week', () => {
    expect(weeklyStandingsFilename(14)).toBe('weekly-standings-week-14.csv');
  });
});
