import { coveringTeam, isPickCorrect } from '../../../shared/scoring';
import { gradeWeek } from '../../../shared/week-grading';
import { readWeek } from '../data/picks-repository';
import { putWeekStandings, readStandings } from '../data/standings-repository';
import { readWeekVersion } from '../data/week-version';
import { readPoolSettings } from '../pool-settings';

export interface GradingResult {
  week: number;
  /** Picks of completed games, graded. */
  picksScored: number;
  /** Picks whose grade differs from what the week's previous grading gave their game (every graded pick the first time). */
  picksUpdated: number;
  players: number;
}

/** Rounds before grading gives up re-reading a week that keeps changing under it. */
const MAX_ROUNDS = 5;

/**
 * One round: read the week (at version v) and its last grading, grade, write the week's standings
 * as one item. Current when the write held (no grading of a newer read is stored) and the week's
 * version is still v: no write to the week landed between the read and the standings write, so
 * any later grading reads after it and overwrites it.
 */
const gradeOnce = async (week: number, onlyUserIds: ReadonlySet<string> | undefined) => {
  const [contents, settings, standings] = await Promise.all([
    readWeek(week),
    readPoolSettings(),
    readStandings(),
  ]);
  const previous = standings.value.get(week);
  // Each pick carries the grade the previous grading gave it, so gradeWeek's `changed` counts the changes.
  const previousGrade = (gameId: string, pickedTeamId: number) => {
    const covered = previous?.covers[gameId];
    if (covered === undefined || !previous) return null;
    return covered === 'push' ? isPickCorrect('push', previous.pushRule) : covered === pickedTeamId;
  };
  const include = <T extends { userId: string }>(rows: readonly T[]) =>
    onlyUserIds ? rows.filter((row) => onlyUserIds.has(row.userId)) : rows;
  const grade = gradeWeek(
    contents.games,
    include(contents.picks).map((pick) => ({
      ...pick,
      isCorrect: previousGrade(pick.gameId, pick.pickedTeamId),
    })),
    include(contents.predictions),
    settings.pushRule,
  );
  const covers: Record<string, number | 'push'> = {};
  for (const game of contents.games) {
    const covered = coveringTeam(game);
    if (covered !== null) covers[game.id] = covered;
  }
  const written = await putWeekStandings(
    {
      week,
      weekVersion: contents.version,
      covers,
      pushRule: settings.pushRule,
      players: grade.results.map((result) => ({
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
    },
    onlyUserIds !== undefined,
  );
  const current = written && (await readWeekVersion(week)) === contents.version;
  const result: GradingResult = {
    week,
    picksScored: grade.picks.filter((pick) => pick.outcome !== 'pending').length,
    picksUpdated: written ? grade.changed.length : 0,
    players: grade.results.length,
  };
  return { result, current };
};

/**
 * Grades a week's stored picks against its stored scores and writes the players' week standings
 * (one item). Pick grades are not stored: every reader derives them from the games. Grading twice
 * equals grading once. When the week changed while it graded (a score saved, a pick overridden),
 * or a grading of a newer read got its standings in first, it grades again from a fresh read, so
 * two gradings at once leave what the latest scores say. `onlyUserIds` limits it to those players
 * (the admin's "Score Admins Only"). Survivor entries need no grading: every read of an entry
 * derives its grade from the stored scores.
 */
export const gradeStoredWeek = async (
  week: number,
  onlyUserIds?: ReadonlySet<string>,
): Promise<GradingResult> => {
  let picksUpdated = 0;
  for (let round = 1; ; round += 1) {
    const { result, current } = await gradeOnce(week, onlyUserIds);
    picksUpdated += result.picksUpdated;
    if (current || round === MAX_ROUNDS) return { ...result, picksUpdated };
  }
};
