import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';

export type ChartRow = { week: number } & Record<string, number>;

/** One row per week with each player's cumulative correct picks, keyed by user id. */
export const cumulativeRows = (entries: readonly SeasonLeaderboardEntry[]): ChartRow[] => {
  const weeks = [
    ...new Set(entries.flatMap((entry) => entry.cumulativeByWeek.map((point) => point.week))),
  ].sort((a, b) => a - b);
  return weeks.map((week) => {
    const row: ChartRow = { week } as ChartRow;
    for (const entry of entries) {
      const point = entry.cumulativeByWeek.find((candidate) => candidate.week === week);
      if (point) row[entry.userId] = point.correctPicks;
    }
    return row;
  });
};
