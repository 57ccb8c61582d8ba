import { recordOf } from '../../shared/record';
import type { MnfTiebreakerResult, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { CsvTable } from '../lib/csv';

/** "54 / 48 ±6" as the MNF Points column shows it; empty when there is no total to show. */
const mnfPoints = ({ predictedTotal, actualTotal, difference }: MnfTiebreakerResult): string | null =>
  predictedTotal === null
    ? null
    : `${predictedTotal} / ${actualTotal ?? '—'}${difference === null ? '' : ` ±${difference}`}`;

/**
 * The week's standings as the Weekly Standings tab shows them, then the record as three numbers a
 * spreadsheet can sum.
 */
export const weeklyStandingsCsv = (entries: readonly WeeklyLeaderboardEntry[]): CsvTable => ({
  header: ['Rank', 'Player', 'Record', 'MNF Points', 'TB Avg', 'Wins', 'Losses', 'Pushes'],
  rows: entries.map((entry) => [
    entry.rank,
    entry.user.displayName,
    recordOf(entry),
    mnfPoints(entry.mnfTiebreaker),
    entry.avgTiebreakerToDate === null ? null : entry.avgTiebreakerToDate.toFixed(1),
    entry.wins,
    entry.losses,
    entry.pushes,
  ]),
});

export const weeklyStandingsFilename = (week: number): string => `weekly-standings-week-${week}.csv`;
