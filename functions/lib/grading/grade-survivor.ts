import { FIRST_WEEK, type GameRecord, LAST_WEEK } from '../../../shared/game';
import { gradeSurvivorEntry, LATE_POOL_ID, STANDARD_POOL_ID } from '../../../shared/survivor';
import { readGamesOfWeek } from '../data/games-repository';
import {
  type EntryGradeWrite,
  listWeek6Pools,
  readPool,
  type StoredEntry,
  writeEntryGrades,
} from '../data/survivor-repository';

export interface SurvivorGradingResult {
  entriesGraded: number;
  /** Entries eliminated after this grading, across every pool. */
  eliminated: number;
  /** Entries whose grade changed and was written. */
  entriesUpdated: number;
}

const allWeeks = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);

/** What must be written so the entry matches its grade, or null when it already does. */
const changeOf = (
  entry: StoredEntry,
  gamesByWeek: ReadonlyMap<number, readonly GameRecord[]>,
): EntryGradeWrite | null => {
  const grade = gradeSurvivorEntry(entry, gamesByWeek);
  const results: Record<number, boolean | null> = {};
  for (const [week, result] of Object.entries(grade.results)) {
    if ((entry.picks[Number(week)]?.isCorrect ?? null) !== result) results[Number(week)] = result;
  }
  const unchanged =
    Object.keys(results).length === 0 &&
    entry.isEliminated === grade.isEliminated &&
    entry.eliminatedInWeek === grade.eliminatedInWeek;
  return unchanged
    ? null
    : {
        entryId: entry.id,
        pickedTeams: Object.fromEntries(
          Object.entries(entry.picks).map(([week, pick]) => [week, pick.teamId]),
        ),
        results,
        isEliminated: grade.isEliminated,
        eliminatedInWeek: grade.eliminatedInWeek,
      };
};

/**
 * Grades every survivor entry of every pool from scratch against the stored scores of the whole
 * season: a lost pick or a week over without a pick eliminates, a tie survives. Writes only what
 * changed, so it is idempotent, and a corrected score corrects eliminations (and revives).
 */
export const gradeSurvivorPools = async (): Promise<SurvivorGradingResult> => {
  const [weeks, week6Pools] = await Promise.all([
    Promise.all(allWeeks.map(async (week) => [week, await readGamesOfWeek(week)] as const)),
    listWeek6Pools(),
  ]);
  const gamesByWeek = new Map<number, readonly GameRecord[]>(weeks);
  const poolIds = [STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)];
  const result: SurvivorGradingResult = { entriesGraded: 0, eliminated: 0, entriesUpdated: 0 };
  const pools = await Promise.all(poolIds.map(async (poolId) => ({ poolId, ...(await readPool(poolId)) })));
  for (const { poolId, entries } of pools) {
    const changes = entries.flatMap((entry) => changeOf(entry, gamesByWeek) ?? []);
    await writeEntryGrades(poolId, changes);
    const changed = new Map(changes.map((change) => [change.entryId, change]));
    result.entriesGraded += entries.length;
    result.entriesUpdated += changes.length;
    result.eliminated += entries.filter(
      (entry) => changed.get(entry.id)?.isEliminated ?? entry.isEliminated,
    ).length;
  }
  return result;
};
