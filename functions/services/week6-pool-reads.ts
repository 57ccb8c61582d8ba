import type { SurvivorPoolInfo } from '../../shared/survivor';
import { listWeek6Pools } from '../lib/data/week6-pool-repository';

/** The Week 6 pools this process listed last: the next read of each starts beside the list's. */
let knownPoolIds: readonly string[] = [];

/**
 * Every Week 6 pool with `read` of it. The pools listed last are read in the same tick as the list,
 * so while no pool is added or removed a warm read is one batched version read, not two in a row; a
 * pool new since is read after the list, and the read of a pool gone since is left, its failure with it.
 */
export const readEachWeek6Pool = async <T>(
  read: (poolId: string) => Promise<T>,
): Promise<{ pools: SurvivorPoolInfo[]; reads: T[] }> => {
  const guessed = new Map(knownPoolIds.map((poolId) => [poolId, read(poolId)]));
  const pools = await listWeek6Pools().catch((error: unknown) => {
    for (const guess of guessed.values()) guess.catch(() => undefined);
    throw error;
  });
  knownPoolIds = pools.map((pool) => pool.id);
  for (const [poolId, guess] of guessed) {
    if (!knownPoolIds.includes(poolId)) guess.catch(() => undefined);
  }
  const reads = await Promise.all(pools.map((pool) => guessed.get(pool.id) ?? read(pool.id)));
  return { pools, reads };
};
