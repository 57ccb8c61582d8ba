import type { AdminSurvivorPick, AdminSurvivorPicks } from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import {
  finalizePoolWeek,
  orderWeekFinalization,
  readPool,
  readPoolVersion,
  readWeekFinalization,
  unfinalizePoolWeek,
  type WeekFinalization,
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

/**
 * Writes every pool's week record and every pick of the week as `ordered` asked, then again as the
 * latest request of the week asked while one came after it, until none did. Whichever order two
 * requests' writes land in, the week ends as the later one asked in every pool and on every pick:
 * the earlier one, reading that a later one came, writes it all again the later one's way.
 * Answers how the week ended and how many picks it has.
 */
const settleSurvivorWeek = async (
  week: number,
  pools: readonly { id: string }[],
  ordered: WeekFinalization,
): Promise<{ finalized: boolean; picks: number }> => {
  let settling = ordered;
  for (;;) {
    let picks = 0;
    for (const pool of pools)
      picks += settling.finalized
        ? await finalizePoolWeek(pool.id, week)
        : await unfinalizePoolWeek(pool.id, week);
    const latest = await readWeekFinalization(week);
    if (!latest || latest.sequence === settling.sequence) return { finalized: settling.finalized, picks };
    settling = latest;
  }
};

/**
 * Locks every survivor pick of the week in every pool; no pick of that week can be made or changed
 * after. 409 when an un-finalize sent later won meanwhile: the week is open, as that one left it.
 */
export const finalizeSurvivorWeek = async (
  week: number,
): Promise<{ message: string; week: number; picksFinalized: number }> => {
  const pools = await allSurvivorPools();
  const { finalized, picks } = await settleSurvivorWeek(week, pools, await orderWeekFinalization(week, true));
  if (!finalized) throw conflict(survivorMessages.overtaken(week, false));
  return { message: survivorMessages.finalizedWeek, week, picksFinalized: picks };
};

/**
 * Opens a finalized week again, in every pool, so players can change their picks of it until their
 * kickoff. Only the pool's current week: an earlier week's picks have been played, and its teams
 * are already counted as used in the weeks after it. 409 when a finalize sent later won meanwhile.
 */
export const unfinalizeSurvivorWeek = async (
  week: number,
): Promise<{ message: string; week: number; picksReopened: number }> => {
  const [pools, settings, ordered] = await Promise.all([
    allSurvivorPools(),
    readPoolSettings(),
    readWeekFinalization(week),
  ]);
  if (week !== settings.currentWeek)
    throw invalid(survivorMessages.unfinalizeOnlyCurrent(settings.currentWeek));
  const versions = await Promise.all(pools.map((pool) => readPoolVersion(pool.id)));
  // A finalize still writing the pools counts as finalized: opening the week comes after it.
  if (!ordered?.finalized && !versions.some((version) => version.finalizedWeeks.includes(week))) {
    // A request stopped after the last week record opened may have left picks finalized: it finishes them.
    const reads = await Promise.all(pools.map((pool) => readPool(pool.id)));
    const leftFinalized = reads.some((read) => read.entries.some((entry) => entry.picks[week]?.isFinalized));
    if (!leftFinalized) throw conflict(survivorMessages.notFinalized(week));
  }
  const { finalized, picks } = await settleSurvivorWeek(
    week,
    pools,
    await orderWeekFinalization(week, false),
  );
  if (finalized) throw conflict(survivorMessages.overtaken(week, true));
  return { message: survivorMessages.reopenedWeek(week), week, picksReopened: picks };
};
