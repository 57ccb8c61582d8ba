/** What the standings order needs of a player's week (or season). */
export interface StandingKeys {
  userId: string;
  correctPicks: number;
  /** This week's MNF difference (weekly) or null (season, or no prediction). */
  tiebreakerDiff: number | null;
  /** Average MNF difference over the graded weeks to date, or null. */
  avgTiebreaker: number | null;
}

/** The exact mean of a player's MNF differences (what ranks), or null without any. */
export const averageTiebreaker = (differences: readonly number[]): number | null =>
  differences.length ? differences.reduce((sum, value) => sum + value, 0) / differences.length : null;

/** An average as the standings show it: one decimal. Only for display; ranking uses the exact value. */
export const averageForDisplay = (average: number | null): number | null =>
  average === null ? null : Math.round(10 * average) / 10;

/** Nulls (no prediction) sort after every number. */
const ascendingNullsLast = (a: number | null, b: number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
};

/**
 * Spec order: correct picks descending, then the smaller MNF difference, then the smaller average
 * tiebreaker, then user id.
 */
export const compareStandings = (a: StandingKeys, b: StandingKeys): number =>
  b.correctPicks - a.correctPicks ||
  ascendingNullsLast(a.tiebreakerDiff, b.tiebreakerDiff) ||
  ascendingNullsLast(a.avgTiebreaker, b.avgTiebreaker) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** Level on every key of the order but the last: only the user id puts one above the other. */
export const levelButUserId = (a: StandingKeys, b: StandingKeys): boolean =>
  a.correctPicks === b.correctPicks &&
  a.tiebreakerDiff === b.tiebreakerDiff &&
  a.avgTiebreaker === b.avgTiebreaker;

/** Sorted with ranks; players level on everything but user id share a rank (1, 2, 2, 4). */
export const rankStandings = <T extends StandingKeys>(entries: T[]): (T & { rank: number })[] => {
  const sorted = [...entries].sort(compareStandings);
  let rank = 0;
  return sorted.map((entry, index) => {
    const previous = sorted[index - 1];
    if (!previous || !levelButUserId(previous, entry)) rank = index + 1;
    return { ...entry, rank };
  });
};

/** The colour of an MNF difference: 3 or less green, 7 or less yellow, above 7 red. */
export const mnfDifferenceColour = (difference: number): 'green' | 'yellow' | 'red' => {
  if (difference <= 3) return 'green';
  if (difference <= 7) return 'yellow';
  return 'red';
};
