import type { AdminSurvivorPick, AdminSurvivorPicks } from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import { finalizePoolWeek, readPool } from '../lib/data/survivor-repository';
import { allSurvivorPools } from '../survivor/survivor-pick-service';

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
  const pools = await allSurvivorPools();
  let picksFinalized = 0;
  for (const pool of pools) {
    const { entries } = await readPool(pool.id);
    const withPick = entries.filter((entry) => entry.picks[week]).map((entry) => entry.id);
    picksFinalized += withPick.length;
    await finalizePoolWeek(pool.id, week, withPick);
  }
  return { message: survivorMessages.finalizedWeek, week, picksFinalized };
};
