import { gradeWeek } from '../../../shared/week-grading';
import { readWeek, writePickGrades } from '../data/picks-repository';
import { putWeekStandings } from '../data/standings-repository';
import { readWeekVersion } from '../data/week-version';
import { readPoolSettings } from '../pool-settings';
import { gradeSurvivorPools } from './grade-survivor';

export interface GradingResult {
  week: number;
  /** Picks of completed games, graded. */
  picksScored: number;
  /** Picks whose grade changed and were written. */
  picksUpdated: number;
  players: number;
}

/** Rounds before grading gives up re-reading a week that keeps changing under it. */
const MAX_ROUNDS = 5;

/**
 * One round: read the week, grade it, write the standings and then the changed grades (whose
 * version bump comes after every write of the round). Current when nothing but this round's own
 * bump moved the week's version: then no write to the week landed between the read and the end of
 * the writes, so any later grading reads after them and overwrites them.
 */
const gradeOnce = async (week: number, onlyUserIds: ReadonlySet<string> | undefined) => {
  const [contents, settings] = await Promise.all([readWeek(week), readPoolSettings()]);
  const include = <T extends { userId: string }>(rows: T[]) =>
    onlyUserIds ? rows.filter((row) => onlyUserIds.has(row.userId)) : rows;
  const grade = gradeWeek(
    contents.games,
    include(contents.picks),
    include(contents.predictions),
    settings.pushRule,
  );
  await putWeekStandings(
    grade.results.map((result) => ({
      userId: result.userId,
      week,
      correctPicks: result.correctPicks,
      totalPicks: result.totalPicks,
      wins: result.wins,
      losses: result.losses,
      pushes: result.pushes,
      gradedPicks: result.gradedPicks,
      mnfDifference: result.mnfDifference,
    })),
  );
  const bumped = await writePickGrades(week, grade.changed);
  const current =
    bumped === null ? (await readWeekVersion(week)) === contents.version : bumped === contents.version + 1;
  const result: GradingResult = {
    week,
    picksScored: grade.picks.filter((pick) => pick.outcome !== 'pending').length,
    picksUpdated: grade.changed.length,
    players: grade.results.length,
  };
  return { result, current };
};

/**
 * Grades a week's stored picks against its stored scores and writes the players' week standings.
 * Idempotent: it writes only grades that changed, so grading twice equals grading once. When the
 * week changed while it graded (a score saved, another grading), it grades again from a fresh read,
 * so two gradings at once leave what the latest scores say. `onlyUserIds` limits it to those
 * players (the admin's "Score Admins Only"). Survivor entries of every pool are graded after it, from
 * the same stored scores.
 */
export const gradeStoredWeek = async (
  week: number,
  onlyUserIds?: ReadonlySet<string>,
): Promise<GradingResult> => {
  let picksUpdated = 0;
  for (let round = 1; ; round += 1) {
    const { result, current } = await gradeOnce(week, onlyUserIds);
    picksUpdated += result.picksUpdated;
    if (current || round === MAX_ROUNDS) {
      await gradeSurvivorPools();
      return { ...result, picksUpdated };
    }
  }
};
