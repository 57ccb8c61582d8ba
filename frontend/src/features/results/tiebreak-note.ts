import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';

type TiebreakEntry = Pick<
  WeeklyLeaderboardEntry,
  'userId' | 'rank' | 'correctPicks' | 'tiebreakerDiff' | 'avgTiebreakerToDate'
>;

/** The nearest rows above and below with a rank of their own (rows sharing a rank are level on everything). */
const neighboursOf = <T extends TiebreakEntry>(entry: T, entries: readonly T[]): T[] => {
  const at = entries.findIndex((other) => other.userId === entry.userId);
  const above = entries.slice(0, Math.max(at, 0)).findLast((other) => other.rank !== entry.rank);
  const below = entries.slice(at + 1).find((other) => other.rank !== entry.rank);
  return [above, below].filter((other): other is T => other !== undefined);
};

/**
 * Why a row sits above or below a neighbouring row with as many correct picks, when a tiebreaker
 * (not the record) set their order: the Monday-night miss first, then the average miss (spec order).
 * Null when no neighbour shares the record, or the players are level on everything. While the week
 * is in play only the leaders' tie is broken for anything (who leads now); lower ties are noise.
 */
export const tiebreakNote = (
  entry: TiebreakEntry,
  entries: readonly TiebreakEntry[],
  { inPlay = false } = {},
): string | null => {
  if (inPlay && entry.correctPicks !== entries[0]?.correctPicks) return null;
  const level = neighboursOf(entry, entries).filter((other) => other.correctPicks === entry.correctPicks);
  if (level.length === 0) return null;
  if (level.some((other) => other.tiebreakerDiff !== entry.tiebreakerDiff)) {
    return entry.tiebreakerDiff === null ? 'Tied: no MNF total' : `Tied: MNF ±${entry.tiebreakerDiff}`;
  }
  return entry.avgTiebreakerToDate === null
    ? 'Tied: no TB Avg yet'
    : `Tied: TB Avg ${entry.avgTiebreakerToDate.toFixed(1)}`;
};
