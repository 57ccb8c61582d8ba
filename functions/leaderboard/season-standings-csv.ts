import { recordOf } from '../../shared/record';
import type { SeasonLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { CsvTable } from '../lib/csv';

/**
 * The season's standings as the Season Standings tab shows them, then the record as three numbers a
 * spreadsheet can sum.
 */
export const seasonStandingsCsv = (entries: readonly SeasonLeaderboardEntry[]): CsvTable => ({
  header: ['Rank', 'Player', 'Record', 'Win %', 'Wins', 'Losses', 'Pushes'],
  rows: entries.map((entry) => [
    entry.rank,
    entry.user.displayName,
    recordOf(entry),
    entry.totalPicks > 0 ? `${entry.winPercentage.toFixed(1)}%` : null,
    entry.wins,
    entry.losses,
    entry.pushes,
  ]),
});

export const SEASON_STANDINGS_FILENAME = 'season-standings.csv';
