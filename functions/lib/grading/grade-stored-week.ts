import { gradeWeek } from '../../../shared/week-grading';
import { readWeek, writePickGrades } from '../data/picks-repository';
import { putWeekStandings } from '../data/standings-repository';
import { readPoolSettings } from '../pool-settings';

export interface GradingResult {
  week: number;
  /** Picks of completed games, graded. */
  picksScored: number;
  /** Picks whose grade changed and were written. */
  picksUpdated: number;
  players: number;
}

/**
 * Grades a week's stored picks against its stored scores and writes the players' week standings.
 * Idempotent: it writes only grades that changed, so grading twice equals grading once.
 * `onlyUserIds` limits it to those players (the admin's "Score Admins Only").
 */
export const gradeStoredWeek = async (
  week: number,
  onlyUserIds?: ReadonlySet<string>,
): Promise<GradingResult> => {
  const [contents, settings] = await Promise.all([readWeek(week), readPoolSettings()]);
  const include = <T extends { userId: string }>(rows: T[]) =>
    onlyUserIds ? rows.filter((row) => onlyUserIds.has(row.userId)) : rows;
  const grade = gradeWeek(
    contents.games,
    include(contents.picks),
    include(contents.predictions),
    settings.pushRule,
  );
  await writePickGrades(grade.changed);
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
  return {
    week,
    picksScored: grade.picks.filter((pick) => pick.outcome !== 'pending').length,
    picksUpdated: grade.changed.length,
    players: grade.results.length,
  };
};
