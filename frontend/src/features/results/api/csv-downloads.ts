/* The CSV downloads of /results: each the server's file of what its tab shows the viewer. */

export const weeklyStandingsCsvUrl = (week: number) => `/api/leaderboard/weekly/${week}/csv`;

export const seasonStandingsCsvUrl = '/api/leaderboard/season/csv';

export const picksGridCsvUrl = (week: number) => `/api/picks/weekly/${week}/csv`;

/** The same pool and weeks as the tab's read of /api/survivor/results. */
export const survivorResultsCsvUrl = (poolId: string, maxWeek?: number, season?: number) =>
  `/api/survivor/results/csv?poolId=${encodeURIComponent(poolId)}${maxWeek ? `&maxWeek=${maxWeek}` : ''}${
    season ? `&season=${season}` : ''
  }`;
