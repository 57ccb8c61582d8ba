import { LAST_WEEK } from '@shared/game';
import type { SurvivorResultsRow } from '@shared/schemas/survivor';
import { survivorOutcome } from '@shared/survivor';

type OutcomeRow = Pick<SurvivorResultsRow, 'user' | 'entryName' | 'isEliminated' | 'eliminatedInWeek'>;

const nameOf = (row: OutcomeRow) =>
  row.entryName ? `${row.user.displayName} (${row.entryName})` : row.user.displayName;

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The week whose games decide whether the pool is over: the week of its last elimination once one
 * entry or none is left (as the ledger pays the winner), the season's last week while several are
 * alive in it; null while the pool is simply still being played.
 */
export const decidingWeek = (rows: readonly OutcomeRow[], currentWeek: number): number | null => {
  if (!rows.some((row) => row.isEliminated)) return null;
  const { outcome, lastWeek } = survivorOutcome(rows);
  if (outcome === 'winner' || outcome === 'last-out') return lastWeek;
  return outcome === 'alive' && currentWeek >= LAST_WEEK ? LAST_WEEK : null;
};

/**
 * How the pool ended, in one line, with who takes the prize as the ledger pays it
 * (shared/money/winnings.ts survivorWinnings): the one left standing, or the last out sharing it.
 * Before the deciding week's games are all final it says who the prize goes to if nothing changes.
 */
export const poolEndLine = (
  rows: readonly OutcomeRow[],
  currentWeek: number,
  decidingWeekOver: boolean,
): string | null => {
  if (decidingWeek(rows, currentWeek) === null) return null;
  const { outcome, finalists, lastWeek } = survivorOutcome(rows);
  const names = listed(finalists.map(nameOf));
  const ways = finalists.length;
  if (outcome === 'winner') {
    return decidingWeekOver
      ? `The pool is over: ${names} is the last one standing and wins the prize.`
      : `${names} is the last one standing: the winner once Week ${lastWeek}'s games are final.`;
  }
  if (outcome === 'last-out') {
    const who =
      ways === 1
        ? `${names} went out last, in Week ${lastWeek}, and takes the prize`
        : `all ${ways} left went out together in Week ${lastWeek} and share the prize ${ways} ways: ${names}`;
    return decidingWeekOver
      ? `The pool is over: ${who}.`
      : `Everyone is out: ${who}, once Week ${lastWeek}'s games are final.`;
  }
  return decidingWeekOver ? `The season is over: ${names} survived to the end.` : null;
};
