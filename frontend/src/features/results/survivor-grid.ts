import type { SurvivorPoolResults, SurvivorResultsRow } from '@shared/schemas/survivor';
import type { PickOutcome } from '@shared/scoring';

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

export interface PoolChoice {
  id: string;
}

/**
 * The pool the tab opens on: the one the viewer plays (their standard or late entry, else their
 * first Week 6 pool), else the first pool listed.
 */
export const defaultPoolId = (
  pools: readonly PoolChoice[],
  ownPoolIds: readonly (string | null | undefined)[],
): string | null => {
  const own = ownPoolIds.find((poolId) => poolId && pools.some((pool) => pool.id === poolId));
  return own ?? pools[0]?.id ?? null;
};

interface Share {
  count: number;
  percent: number;
  teamAbbreviation: string;
}

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "41% of alive entries took DET", or the teams tied for the most picks. Shares come most picked first. */
export const shareSentence = (shares: readonly Share[]): string => {
  const [top] = shares;
  if (!top) return 'no picks yet';
  const leaders = shares.filter((share) => share.count === top.count).map((share) => share.teamAbbreviation);
  return leaders.length === 1
    ? `${top.percent}% of alive entries took ${top.teamAbbreviation}`
    : `${listed(leaders)} tied at ${top.percent}% of alive entries each`;
};

/** The field in one sentence, for the chart's caption and screen readers. */
export const fieldSummary = ({ alive, total }: { alive: number; total: number }): string =>
  total === 0
    ? 'No entries yet.'
    : `${total} ${total === 1 ? 'entry' : 'entries'} started; ${alive} still alive.`;
