import { bumpVersion, readVersion } from './versions';
import { weekPartition } from './week-partition';

/*
 * Every write to a week's partition (games, pick sheets) bumps the week's version item after the
 * write, so a reader that saw version v can keep what it read under v until the version moves.
 */
export const readWeekVersion = (week: number): Promise<number> => readVersion(weekPartition(week));

/** Adds one to the week's version and answers the version after it. */
export const bumpWeekVersion = (week: number): Promise<number> => bumpVersion(weekPartition(week));

export const bumpWeekVersions = async (weeks: Iterable<number>): Promise<void> => {
  await Promise.all([...new Set(weeks)].map(bumpWeekVersion));
};
