import type { SurvivorPoolResults, SurvivorResultsRow } from './schemas/survivor';
import type { PickOutcome } from './scoring';

/** What one week of an entry shows in a survivor pool's grid. */
export type SurvivorCell =
  /** The team picked, with how it came out (a tie survives, so it is correct). */
  | { kind: 'pick'; team: string; outcome: PickOutcome }
  /** Another player's pick in a week still being played: shown once its game kicks off. */
  | { kind: 'hidden' }
  /** The entry went out this week without a pick. */
  | { kind: 'missed' }
  /** No pick and nothing to say: before the entry played, or after it went out. */
  | { kind: 'none' };

/** What a survivor pick's outcome means: a win or a tie survives. */
export const survivorOutcomeLabels: Record<Exclude<PickOutcome, 'push'>, string> = {
  correct: 'Survived',
  incorrect: 'Lost',
  pending: 'Pending',
};

export interface SurvivorGridRow {
  entryId: string;
  /** The owner, as the pool shows players. */
  player: string;
  /** The entry's own name (Week 6 entries), else null. */
  entryName: string | null;
  isViewer: boolean;
  isEliminated: boolean;
  /** "Out Wk 7" for an eliminated entry, else null. */
  outLabel: string | null;
  cells: SurvivorCell[];
}

export interface SurvivorGridInput {
  results: Pick<SurvivorPoolResults, 'weeks' | 'rows'>;
  viewerId: string;
  viewerIsAdmin: boolean;
  currentWeek: number;
}

const outcomeOf = (isCorrect: boolean | null): PickOutcome =>
  isCorrect === true ? 'correct' : isCorrect === false ? 'incorrect' : 'pending';

const cellOf = (
  row: SurvivorResultsRow,
  week: number,
  canSeeAll: boolean,
  currentWeek: number,
): SurvivorCell => {
  const pick = row.picks[week];
  if (pick) return { kind: 'pick', team: pick.teamAbbreviation, outcome: outcomeOf(pick.isCorrect) };
  if (row.eliminatedInWeek !== null && week > row.eliminatedInWeek) return { kind: 'none' };
  if (row.eliminatedInWeek === week) return { kind: 'missed' };
  return !canSeeAll && week >= currentWeek ? { kind: 'hidden' } : { kind: 'none' };
};

/**
 * The pool's entries in the server's standing order (alive first, then who lasted longest), one cell
 * per week. A missing pick is "hidden" only where the viewer could not have seen it: another
 * player's entry in the current week.
 */
export const buildSurvivorGrid = ({
  results,
  viewerId,
  viewerIsAdmin,
  currentWeek,
}: SurvivorGridInput): SurvivorGridRow[] => {
  return results.rows.map((row) => {
    const isViewer = row.userId === viewerId;
    return {
      entryId: row.entryId,
      player: row.user.displayName,
      entryName: row.entryName,
      isViewer,
      isEliminated: row.isEliminated,
      outLabel: row.isEliminated
        ? row.eliminatedInWeek === null
          ? 'Out'
          : `Out Wk ${row.eliminatedInWeek}`
        : null,
      cells: results.weeks.map((week) => cellOf(row, week, isViewer || viewerIsAdmin, currentWeek)),
    };
  });
};
