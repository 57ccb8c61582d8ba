import { batchPut } from './batch';
import { queryPrefix } from './client';
import { bumpVersion } from './versions';

/*
 * What a new season takes over from the one that ends (docs/data-model.md, "Seasons"): the items are
 * copied as they are into the new season's partitions, the rest of the season stays behind.
 */
interface Carried {
  /** The partition's name after `SEASON#<season>#`. */
  partition: string;
  prefix: string;
  /** Sort keys not carried: the new season starts at Week 1. */
  except?: readonly string[];
}

const CARRIED: readonly Carried[] = [
  {
    partition: 'SETTINGS',
    prefix: 'SETTING#',
    except: ['SETTING#current_week'],
  },
  { partition: 'CONTENT', prefix: 'HOME' },
  { partition: 'AUTOPICK', prefix: 'CONFIG' },
  { partition: 'GAMEDAY', prefix: 'CONFIG' },
  { partition: 'WEEK6', prefix: 'POOL#' },
  { partition: 'SQUARES', prefix: 'PRICE' },
];

const partitionOf = (season: number, name: string) => `SEASON#${season}#${name}`;

/**
 * Copies what carries over from one season into the next (each item read consistently, put as it
 * is, then the partition's version bumped). Putting the same items again changes nothing, so a
 * start that stopped half-way copies again safely.
 */
export const carryOverSeason = async (from: number, to: number): Promise<void> => {
  const reads = await Promise.all(
    CARRIED.map(async (carried) => ({
      carried,
      items: (await queryPrefix(partitionOf(from, carried.partition), carried.prefix)).filter(
        (item) => !carried.except?.includes(item.SK as string),
      ),
    })),
  );
  const items = reads.flatMap(({ carried, items }) =>
    items.map((item) => ({ ...item, PK: partitionOf(to, carried.partition) })),
  );
  await batchPut(items);
  await Promise.all(
    reads
      .filter(({ items }) => items.length > 0)
      .map(({ carried }) => bumpVersion(partitionOf(to, carried.partition))),
  );
};
