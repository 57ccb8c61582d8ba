import type { SurvivorCell, SurvivorGridRow } from '../../shared/survivor-grid';
import { survivorOutcomeLabels } from '../../shared/survivor-grid';
import type { CsvTable } from '../lib/csv';

/** "DET (Survived)", "No pick" for the week a missed pick ended the entry, "Hidden" until kickoff. */
const cellText = (cell: SurvivorCell): string | null => {
  if (cell.kind === 'none') return null;
  if (cell.kind === 'hidden') return 'Hidden';
  if (cell.kind === 'missed') return 'No pick';
  const outcome = cell.outcome === 'push' ? 'correct' : cell.outcome;
  return `${cell.team} (${survivorOutcomeLabels[outcome]})`;
};

/**
 * A survivor pool's grid as the Survivor Pools tab shows it: entries down in standing order, the
 * player, the entry's own name (Week 6 entries) and whether it is out, then the weeks across.
 */
export const survivorResultsCsv = (weeks: readonly number[], rows: readonly SurvivorGridRow[]): CsvTable => ({
  header: ['Entry', 'Entry name', 'Status', ...weeks.map((week) => `Wk ${week}`)],
  rows: rows.map((row) => [row.player, row.entryName, row.outLabel ?? 'Alive', ...row.cells.map(cellText)]),
});

/** "late-entry-survivor-results.csv": the pool's name in plain letters, safe in a Content-Disposition header. */
export const survivorResultsFilename = (poolName: string): string => {
  const slug = poolName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'survivor-pool'}-results.csv`;
};
