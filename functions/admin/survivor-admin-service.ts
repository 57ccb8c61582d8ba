import type { AdminSurvivorPick, AdminSurvivorPicks } from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import {
  finalizePoolWeek,
  readPool,
  readPoolVersion,
  unfinalizePoolWeek,
} from '../lib/data/survivor-repository';
import { conflict, invalid } from '../lib/domain-errors';
import { readPoolSettings } from '../lib/pool-settings';
import { allSurvivorPools } from '../services/survivor-pick-service';

/** Every survivor pick of a week across the pools (one pool read each), and whether the week is finalized. */
export const survivorPicksOfWeek = async (week: number): Promise<AdminSurvivorPicks> => {
  const pools = await allSurvivorPools();
  const reads = await Promise.all(pools.map(async (pool) => ({ pool, read: await readPool(pool.id) })));
  const picks: AdminSurvivorPick[] = reads.flatMap(({ pool, read }) =>
    read.entries.flatMap((entry) => {
      const pick = entry.picks[week];
      if (!pick) return [];
      return [
        {
          entryId: entry.id,
          poolId: pool.id,
          poolName: pool.name,
          userId: entry.userId,
          user: { displayName: entry.displayName },
          entryName: entry.entryName,
          pickedTeamId: pick.teamId,
          team: pick.team,
          isFinalized: pick.isFinalized,
        },
      ];
    }),
  );
  picks.sort(
    (a, b) => a.poolName.localeCompare(b.poolName) || a.user.displayName.localeCompare(b.user.displayName),
  );
  return { week, isFinalized: reads.every(({ read }) => read.finalizedWeeks.includes(week)), picks };
};

/** Locks every survivor pick of the week in every pool; no pick of that week can be made or changed after. */
export const finalizeSurvivorWeek = async (
  week: number,
): Promise<{ message: string; week: number; picksFinalized: number }> => {
  let picksFinalized = 0;
  for (const pool of await allSurvivorPools()) picksFinalized += await finalizePoolWeek(pool.id, week);
  return { message: survivorMessages.finalizedWeek, week, picksFinalized };
};

/**
 * Opens a finalized week again, in every pool, so players can change their picks of it until their
 * kickoff. Only the pool's current week: an earlier week's picks have been played, and its teams
 * are already counted as used in the weeks after it.
 */
export const unfinalizeSurvivorWeek = async (
  week: number,
): Promise<{ message: string; week: number; picksReopened: number }> => {
  const [pools, settings] = await Promise.all([allSurvivorPools(), readPoolSettings()]);
  if (week !== settings.currentWeek)
    throw invalid(survivorMessages.unfinalizeOnlyCurrent(settings.currentWeek));
  const versions = await Promise.all(pools.map((pool) => readPoolVersion(pool.id)));
  if (!versions.some((version) => version.finalizedWeeks.includes(week))) {
    // A request stopped after the last week record opened may have left picks finalized: it finishes them.
    const reads = await Promise.all(pools.map((pool) => readPool(pool.id)));
    const leftFinalized = reads.some((read) => read.entries.some((entry) => entry.picks[week]?.isFinalized));
    if (!leftFinalized) throw conflict(survivorMessages.notFinalized(week));
  }
  let picksReopened = 0;
  for (const pool of pools) picksReopened += await unfinalizePoolWeek(pool.id, week);
  return { message: survivorMessages.reopenedWeek(week), week, picksReopened };
};
