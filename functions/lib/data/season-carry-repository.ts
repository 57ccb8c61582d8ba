import { batchPut } from './batch';
import { queryPrefix } from './client';
import {
  autoPickPartition,
  CONFIG_SK,
  contentPartition,
  gameDayPartition,
  HOME_SK,
  PRICE_SK,
  SETTING_PREFIX,
  settingSk,
  settingsPartition,
  squaresPartition,
  WEEK6_POOL_PREFIX,
  week6Partition,
} from './keys';
import { bumpVersion } from './versions';

/*
 * What a new season takes over from the one that ends (docs/data-model.md, "Seasons"): the items are
 * copied as they are into the new season's partitions, the rest of the season stays behind.
 */
interface Carried {
  partition: (season: number) => string;
  prefix: string;
  /** Sort keys not carried: the new season starts at Week 1. */
  except?: readonly string[];
}

const CARRIED: readonly Carried[] = [
  { partition: settingsPartition, prefix: SETTING_PREFIX, except: [settingSk('current_week')] },
  { partition: contentPartition, prefix: HOME_SK },
  { partition: autoPickPartition, prefix: CONFIG_SK },
  { partition: gameDayPartition, prefix: CONFIG_SK },
  { partition: week6Partition, prefix: WEEK6_POOL_PREFIX },
  { partition: squaresPartition, prefix: PRICE_SK },
];

/**
 * Copies what carries over from one season into the next (each item read consistently, put as it
 * is, then the partition's version bumped). Putting the same items again changes nothing, so a
 * start that stopped half-way copies again safely.
 */
export const carryOverSeason = async (from: number, to: number): Promise<void> => {
  const reads = await Promise.all(
    CARRIED.map(async (carried) => ({
      carried,
      items: (await queryPrefix(carried.partition(from), carried.prefix)).filter(
        (item) => !carried.except?.includes(item.SK as string),
      ),
    })),
  );
  const items = reads.flatMap(({ carried, items }) =>
    items.map((item) => ({ ...item, PK: carried.partition(to) })),
  );
  await batchPut(items);
  await Promise.all(
    reads.filter(({ items }) => items.length > 0).map(({ carried }) => bumpVersion(carried.partition(to))),
  );
};
