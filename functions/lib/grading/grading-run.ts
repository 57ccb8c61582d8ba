import { randomBytes } from 'node:crypto';
import { coveringTeam, isPickCorrect } from '../../../shared/scoring';
import { gradeWeek } from '../../../shared/week-grading';
import { listGamesOfWeek } from '../data/games-repository';
import { readSheetsInRange } from '../data/picks-repository';
import {
  deleteGradingParts,
  deleteGradingRun,
  type GradingRun,
  markGradingPartDone,
  putGradingPart,
  putGradingRun,
  putWeekStandings,
  readGradingParts,
  readGradingRun,
  readStandings,
} from '../data/standings-repository';
import { listUsers } from '../data/users-repository';
import { readWeekVersion } from '../data/week-version';
import { readPoolSettings } from '../pool-settings';
import { inSeason, season } from '../season';
import { partsFor, sheetRangeOf } from './grading-parts';
import { type GradedRun, type GradingPartMessage, runnerFor } from './part-runner';

export interface RunOptions {
  onlyUserIds?: ReadonlySet<string>;
  round?: number;
  picksUpdatedBefore?: number;
}

/**
 * Starts a grading run: reads the week's version first, then its games, the push rule and the covers
 * of its standings (so all it reads is at least that new), splits the week's sheets into parts by
 * the pool's size and stores the run; answers it and one message per part.
 */
export const startGradingRun = async (week: number, options: RunOptions = {}) => {
  const weekVersion = await readWeekVersion(week);
  const [games, settings, standings, members] = await Promise.all([
    listGamesOfWeek(week, { consistent: true }),
    readPoolSettings(),
    readStandings(),
    listUsers(),
  ]);
  const previous = standings.value.get(week);
  const run: Omit<GradingRun, 'done'> = {
    week,
    run: `${weekVersion}.${randomBytes(6).toString('hex')}`,
    weekVersion,
    round: options.round ?? 1,
    parts: partsFor(members.length),
    games,
    pushRule: settings.pushRule,
    previous: previous ? { covers: previous.covers, pushRule: previous.pushRule } : null,
    ...(options.onlyUserIds ? { onlyUserIds: [...options.onlyUserIds] } : {}),
    picksUpdatedBefore: options.picksUpdatedBefore ?? 0,
    startedAt: new Date().toISOString(),
  };
  await putGradingRun(run);
  const messages: GradingPartMessage[] = Array.from({ length: run.parts }, (_, part) => ({
    season: season(),
    week,
    run: run.run,
    part,
  }));
  return { run, messages };
};

/** Grades one part's sheets against what the run read: the same part graded twice gives the same. */
const gradePart = async (run: GradingRun, part: number) => {
  const sheets = await readSheetsInRange(run.week, sheetRangeOf(part, run.parts));
  const only = run.onlyUserIds ? new Set(run.onlyUserIds) : undefined;
  const include = <T extends { userId: string }>(rows: readonly T[]) =>
    only ? rows.filter((row) => only.has(row.userId)) : rows;
  const { previous } = run;
  // Each pick carries the grade the previous grading gave it, so gradeWeek's `changed` counts the changes.
  const previousGrade = (gameId: string, pickedTeamId: number) => {
    const covered = previous?.covers[gameId];
    if (covered === undefined || !previous) return null;
    return covered === 'push' ? isPickCorrect('push', previous.pushRule) : covered === pickedTeamId;
  };
  const grade = gradeWeek(
    run.games,
    include(sheets.picks).map((pick) => ({
      ...pick,
      isCorrect: previousGrade(pick.gameId, pick.pickedTeamId),
    })),
    include(sheets.predictions),
    run.pushRule,
  );
  return {
    picksScored: grade.picks.filter((pick) => pick.outcome !== 'pending').length,
    picksUpdated: grade.changed.length,
    players: grade.results.map((result) => ({
      userId: result.userId,
      week: run.week,
      correctPicks: result.correctPicks,
      totalPicks: result.totalPicks,
      wins: result.wins,
      losses: result.losses,
      pushes: result.pushes,
      gradedPicks: result.gradedPicks,
      mnfDifference: result.mnfDifference,
    })),
  };
};

/**
 * The run's last step, once every part is done: ranks the parts into the week's standings pages and
 * head exactly as one grading of the whole week would (the head's condition keeps a newer week
 * version's grading), deletes the parts, then the run. Parts a newer grading deleted meanwhile
 * leave the run behind that grading: nothing is written.
 */
const finishRun = async (run: GradingRun): Promise<GradedRun> => {
  const parts = await readGradingParts(run.week, run.run);
  const complete = parts.length === run.parts;
  const covers: Record<string, number | 'push'> = {};
  for (const game of run.games) {
    const covered = coveringTeam(game);
    if (covered !== null) covers[game.id] = covered;
  }
  const written =
    complete &&
    (await putWeekStandings(
      {
        week: run.week,
        weekVersion: run.weekVersion,
        covers,
        pushRule: run.pushRule,
        players: parts.flatMap((part) => part.players),
      },
      run.onlyUserIds !== undefined,
    ));
  await deleteGradingParts(run.week, run.run, run.parts);
  const current = written && (await readWeekVersion(run.week)) === run.weekVersion;
  const sum = (figure: 'picksScored' | 'picksUpdated') =>
    parts.reduce((total, part) => total + part[figure], 0);
  await deleteGradingRun(run.week, run.run);
  return {
    week: run.week,
    round: run.round,
    parts: run.parts,
    picksScored: sum('picksScored'),
    picksUpdated: run.picksUpdatedBefore + (written ? sum('picksUpdated') : 0),
    players: parts.reduce((total, part) => total + part.players.length, 0),
    current,
    ...(run.onlyUserIds ? { onlyUserIds: run.onlyUserIds } : {}),
  };
};

/**
 * Runs one part of a grading run: grades its range of sheets, writes its part, adds it to the run's
 * `done`; the part that finds `done` complete finishes the run. Idempotent: a part run again (a
 * retry, a message the queue delivered twice) writes the same part and adds the same number, a
 * part done already is not graded again, and a finished run's part (no run any more) does nothing.
 * Answers the run's end when this call finished it.
 */
export const runGradingPart = (message: GradingPartMessage): Promise<GradedRun | undefined> =>
  inSeason(message.season, async () => {
    const run = await readGradingRun(message.week, message.run);
    if (!run) return undefined;
    if (!run.done.has(message.part)) {
      await putGradingPart(run.week, run.run, message.part, await gradePart(run, message.part));
    }
    const marked = await markGradingPartDone(run.week, run.run, message.part);
    if (!marked || marked.done.size < marked.parts) return undefined;
    return finishRun({ ...run, done: marked.done });
  });

/**
 * Grades the week in one run of parts. Answers the run's end when the parts ran here ('lost' when
 * its end's answer was), or the number of parts queued: the queue's function runs them, and starts
 * the next round when the week moved (gradeAgainIfMoved).
 */
export const gradeInParts = async (
  week: number,
  options: RunOptions = {},
): Promise<GradedRun | 'lost' | { queued: number }> => {
  const { messages } = await startGradingRun(week, options);
  const end = await runnerFor(messages.length, runGradingPart).run(messages);
  return end === 'queued' ? { queued: messages.length } : end;
};

/** Rounds before grading gives up re-reading a week that keeps changing under it. */
export const MAX_ROUNDS = 5;

/**
 * After a run the queue's function finished: when the week moved under it (or a newer read's
 * grading got in first), the next round grades it again from a fresh read, as a grading in one
 * process does.
 */
export const gradeAgainIfMoved = async (end: GradedRun, message: GradingPartMessage) => {
  if (end.current || end.round >= MAX_ROUNDS) return;
  await inSeason(message.season, () =>
    gradeInParts(end.week, {
      ...(end.onlyUserIds ? { onlyUserIds: new Set(end.onlyUserIds) } : {}),
      round: end.round + 1,
      picksUpdatedBefore: end.picksUpdated,
    }),
  );
};
