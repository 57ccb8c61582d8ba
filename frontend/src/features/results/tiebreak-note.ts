import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';

type TiebreakEntry = Pick<
  WeeklyLeaderboardEntry,
  'userId' | 'rank' | 'correctPicks' | 'tiebreakerDiff' | 'avgTiebreakerToDate'
>;

/**
 * Why a row sits above or below players with as many correct picks, when the tiebreakers (not
 * the record) set their order: the Monday-night miss first, then the average miss (spec order).
 * Null when no one shares the record or the players are level on everything.
 */
export const tiebreakNote = (entry: TiebreakEntry, entries: readonly TiebreakEntry[]): string | null => {
  const level = entries.filter(
    (other) =>
      other.userId !== entry.userId && other.correctPicks === entry.correctPicks && other.rank !== entry.rank,
  );
  if (level.length === 0) return null;
  if (level.some((other) => other.tiebreakerDiff !== entry.tiebreakerDiff)) {
    return entry.tiebreakerDiff === null ? 'Tied: no MNF total' : `Tied: MNF ±${entry.tiebreakerDiff}`;
  }
  return entry.avgTiebreakerToDate === null
    ? 'Tied: no TB Avg yet'
    : `Tied: TB Avg ${entry.avgTiebreakerToDate.toFixed(1)}`;
};
