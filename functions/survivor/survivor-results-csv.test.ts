import { describe, expect, it } from 'vitest';
import type { SurvivorGridRow } from '../../shared/survivor-grid';
import { csvText } from '../lib/csv';
import { survivorResultsCsv, survivorResultsFilename } from './survivor-results-csv';

const row = (
  player: string,
  entryName: string | null,
  outLabel: string | null,
  cells: SurvivorGridRow['cells'],
): SurvivorGridRow => ({
  entryId: player,
  player,
  entryName,
  isViewer: false,
  isEliminated: outLabel !== null,
  outLabel,
  cells,
});

describe('survivorResultsCsv', () => {
  const rows = [
    row('alice_b', '@first, best', null, [
      { kind: 'pick', team: 'DET', outcome: 'correct' },
      { kind: 'pick', team: 'KC', outcome: 'pending' },
    ]),
    row('dan_the_man', null, 'Out Wk 6', [
      { kind: 'pick', team: 'SF', outcome: 'incorrect' },
      { kind: 'none' },
    ]),
    row('erin_g', 'Entry 2', 'Out Wk 6', [{ kind: 'pick', team: 'GB', outcome: 'push' }, { kind: 'missed' }]),
    row('frankie', null, null, [{ kind: 'pick', team: 'LAR', outcome: 'correct' }, { kind: 'hidden' }]),
  ];

  it('has Entry, Entry name, Status and a column per week, each cell as the grid shows it', () => {
    const table = survivorResultsCsv([5, 6], rows);
    expect(table.header).toEqual(['Entry', 'Entry name', 'Status', 'Wk 5', 'Wk 6']);
    expect(table.rows).toEqual([
      ['alice_b', '@first, best', 'Alive', 'DET (Survived)', 'KC (Pending)'],
      ['dan_the_man', null, 'Out Wk 6', 'SF (Lost)', null],
      ['erin_g', 'Entry 2', 'Out Wk 6', 'GB (Survived)', 'No pick'],
      ['frankie', null, 'Alive', 'LAR (Survived)', 'Hidden'],
    ]);
  });

  it('quotes an entry name with a comma after guarding its leading @', () => {
    expect(csvText(survivorResultsCsv([5, 6], rows)).split('\r\n')[1]).toBe(
      `alice_b,"'@first, best",Alive,DET (Survived),KC (Pending)`,
    );
  });

  it('names the file after the pool in plain letters', () => {
    expect(survivorResultsFilename('Survivor Pool')).toBe('survivor-pool-results.csv');
    expect(survivorResultsFilename('Late-Entry Survivor')).toBe('late-entry-survivor-results.csv');
    expect(survivorResultsFilename('Zoë\'s "Week 6" Pool!')).toBe('zoe-s-week-6-pool-results.csv');
    expect(survivorResultsFilename('🏈')).toBe('survivor-pool-results.csv');
  });
});
