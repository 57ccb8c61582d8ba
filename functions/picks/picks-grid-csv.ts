import type { Game } from '../../shared/game';
import type { GridCell, GridRow } from '../../shared/picks-grid';
import { pickOutcomeLabels } from '../../shared/scoring';
import type { CsvTable } from '../lib/csv';

/** The picked team and, once graded, how it came out: "KC (Correct)"; "Hidden" until the viewer may see it. */
const cellText = (cell: GridCell): string | null => {
  if (cell.kind === 'none') return null;
  if (cell.kind === 'hidden') return 'Hidden';
  const team = cell.pick.pickedTeam?.abbreviation ?? String(cell.pick.pickedTeamId);
  return cell.pick.outcome === 'pending' ? team : `${team} (${pickOutcomeLabels[cell.pick.outcome]})`;
};

/** The Weekly Picks grid as the tab shows it: players down (in its order), "AWY @ HOM" games across. */
export const picksGridCsv = (games: readonly Game[], rows: readonly GridRow[]): CsvTable => ({
  header: [
    'Player',
    'Won',
    ...games.map((game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`),
  ],
  rows: rows.map((row) => [row.user.displayName, row.correct, ...row.cells.map(cellText)]),
});

export const picksGridFilename = (week: number): string => `picks-week-${week}.csv`;
