import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { GridRow } from '../../shared/picks-grid';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { PublicUser } from '../../shared/schemas/users';
import type { PickOutcome } from '../../shared/scoring';
import { csvText } from '../lib/csv';
import { picksGridCsv, picksGridFilename } from './picks-grid-csv';

const game = (away: string, home: string) =>
  ({ awayTeam: { abbreviation: away }, homeTeam: { abbreviation: home } }) as Game;
const pick = (abbreviation: string, outcome: PickOutcome) =>
  ({ kind: 'pick', pick: { pickedTeam: { abbreviation }, outcome } as WeeklyPick }) as const;
const row = (displayName: string, correct: number, cells: GridRow['cells']): GridRow => ({
  user: { id: displayName, displayName } as PublicUser,
  isViewer: false,
  correct,
  cells,
});

describe('picksGridCsv', () => {
  const games = [game('BUF', 'HOU'), game('PIT', 'CHI'), game('CAR', 'SF')];
  const rows = [
    row('alice_b', 1, [pick('HOU', 'correct'), pick('CHI', 'pending'), { kind: 'none' }]),
    row('+bobby', 0, [pick('BUF', 'push'), { kind: 'hidden' }, { kind: 'hidden' }]),
  ];

  it('has Player, Won and a column per game in kickoff order, each cell as the grid shows it', () => {
    const table = picksGridCsv(games, rows);
    expect(table.header).toEqual(['Player', 'Won', 'BUF @ HOU', 'PIT @ CHI', 'CAR @ SF']);
    expect(table.rows).toEqual([
      ['alice_b', 1, 'HOU (Correct)', 'CHI', null],
      ['+bobby', 0, 'BUF (Push)', 'Hidden', 'Hidden'],
    ]);
  });

  it('keeps the rows in the order given and guards a formula-looking name', () => {
    expect(csvText(picksGridCsv(games, rows)).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFPlayer,Won,BUF @ HOU,PIT @ CHI,CAR @ SF',
      'alice_b,1,HOU (Correct),CHI,',
      "'+bobby,0,BUF (Push),Hidden,Hidden",
    ]);
  });

  it('names the file by its week', () => {
    expect(picksGridFilename(15)).toBe('picks-week-15.csv');
  });
});
