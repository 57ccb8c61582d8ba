import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';

export type ChartRow = { week: number } & Record<string, number>;

type RaceEntry = Pick<SeasonLeaderboardEntry, 'userId' | 'cumulativeByWeek'>;

/**
 * One row per graded week with how many correct picks each player trails the leader by after it
 * (the leader at 0), keyed by user id. A week a player has no graded picks carries their total on.
 */
export const gamesBehindRows = (entries: readonly RaceEntry[]): ChartRow[] => {
  const weeks = [
    ...new Set(entries.flatMap((entry) => entry.cumulativeByWeek.map((point) => point.week))),
  ].sort((a, b) => a - b);
  const totals = new Map(entries.map((entry) => [entry.userId, 0]));
  return weeks.map((week) => {
    for (const entry of entries) {
      const point = entry.cumulativeByWeek.find((candidate) => candidate.week === week);
      if (point) totals.set(entry.userId, point.correctPicks);
    }
    const leader = Math.max(...totals.values());
    const row: ChartRow = { week } as ChartRow;
    for (const [userId, total] of totals) row[userId] = leader - total;
    return row;
  });
};

/** The players at the top after the last week: the lines drawn bold beside the viewer's. */
export const leadersAfterLastWeek = (rows: readonly ChartRow[]): string[] => {
  const last = rows.at(-1);
  if (!last) return [];
  return Object.keys(last).filter((key) => key !== 'week' && last[key] === 0);
};

/** "3 games behind the leader after Week 14" in words, for the chart's text alternative. */
export const behindInWords = (behind: number, week: number): string => {
  if (behind === 0) return `Leading after Week ${week}`;
  return `${behind} ${behind === 1 ? 'game' : 'games'} behind the leader after Week ${week}`;
};
