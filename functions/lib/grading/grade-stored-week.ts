import { gradeInParts, MAX_ROUNDS } from './grading-run';

export interface GradingResult {
  week: number;
  /** Picks of completed games, graded. */
  picksScored: number;
  /** Picks whose grade differs from what the week's previous grading gave their game (every graded pick the first time). */
  picksUpdated: number;
  players: number;
  /** The parts the week's sheets were graded in (500 members a part). */
  parts: number;
  /** Parts sent to the grading queue (a big pool in AWS): the figures above are then not known yet, and 0. */
  queuedParts: number;
}

/**
 * Grades a week's stored picks against its stored scores and writes the players' week standings.
 * Pick grades are not stored: every reader derives them from the games. The week's sheets are
 * graded in parts (functions/lib/grading/grading-run.ts), here or, for a big pool in AWS, by the
 * grading queue's function; the week's standings switch only when every part is done. Grading
 * twice equals grading once. When the week changed while it graded (a score saved, a pick
 * overridden), or a grading of a newer read got its standings in first, it grades again from a
 * fresh read, so two gradings at once leave what the latest scores say. `onlyUserIds` limits it to
 * those players (the admin's "Score Admins Only"). Survivor entries need no grading: every read of
 * an entry derives its grade from the stored scores.
 */
export const gradeStoredWeek = async (
  week: number,
  onlyUserIds?: ReadonlySet<string>,
): Promise<GradingResult> => {
  let picksUpdatedBefore = 0;
  for (let round = 1; ; round += 1) {
    const end = await gradeInParts(week, {
      ...(onlyUserIds ? { onlyUserIds } : {}),
      round,
      picksUpdatedBefore,
    });
    // A run whose end's answer was lost is graded again from a fresh read, as the same request again would.
    if (end === 'lost') {
      if (round === MAX_ROUNDS) throw new Error(`Grading week ${week} lost the end of ${MAX_ROUNDS} runs`);
      continue;
    }
    if ('queued' in end)
      return {
        week,
        picksScored: 0,
        picksUpdated: 0,
        players: 0,
        parts: end.queued,
        queuedParts: end.queued,
      };
    if (end.current || round === MAX_ROUNDS) {
      return {
        week,
        picksScored: end.picksScored,
        picksUpdated: end.picksUpdated,
        players: end.players,
        parts: end.parts,
        queuedParts: 0,
      };
    }
    picksUpdatedBefore = end.picksUpdated;
  }
};
