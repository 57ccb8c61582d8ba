import { season as poolSeason } from '../season';
import { weekPartition } from './keys';
import { bumpVersion, readVersion } from './versions';

/** The partition of the week in the season this request runs in. */
export const weekPartitionOf = (week: number) => weekPartition(poolSeason(), week);

/*
 * Every write to a week's partition (games, pick sheets) bumps the week's version item after the
 * write, so a reader that saw version v can keep what it read under v until the version moves.
 */
export const readWeekVersion = (week: number): Promise<number> => readVersion(weekPartitionOf(week));

/** Adds one to the week's version and answers the version after it. */
export const bumpWeekVersion = (week: number): Promise<number> => bumpVersion(weekPartitionOf(week));

export const bumpWeekVersions = async (weeks: Iterable<number>): Promise<void> => {
  await Promise.all([...new Set(weeks)].map(bumpWeekVersion));
};
