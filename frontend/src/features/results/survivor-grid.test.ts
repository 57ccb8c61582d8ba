import type { SurvivorResultsRow } from '@shared/schemas/survivor';
import { describe, expect, it } from 'vitest';
import {
  buildSurvivorGrid,
  defaultPoolId,
  fieldSummary,
  shareSentence,
} from '@/features/results/survivor-grid';

const row = (
  userId: string,
  picks: SurvivorResultsRow['picks'],
  eliminatedInWeek: number | null = null,
  entryName: string | null = null,
): SurvivorResultsRow => ({
  entryId: `week6.${userId}abcdef`,
  userId,
  user: { displayName: `${userId}_name` },
  entryName,
  isEliminated: eliminatedInWeek !== null,
  eliminatedInWeek,
  picks,
});

const pick = (teamAbbreviation: string, isCorrect: boolean | null) => ({
  teamId: 1,
  teamAbbreviation,
  isCorrect,
});

const rows = [
  row('me', { 1: pick('DET', true), 2: pick('KC', true), 3: pick('BUF', null) }),
  row('al', { 1: pick('PHI', true), 2: pick('SF', false) }, 2),
  row('bo', { 1: pick('GB', true) }, 2),
  row('cy', { 1: pick('BAL', true), 2: pick('LAR', true) }),
];
const input = { results: { weeks: [1, 2, 3], rows }, viewerId: 'me', viewerIsAdmin: false, currentWeek: 3 };

describe('buildSurvivorGrid', () => {
  it('shows picks with their outcome: a win or tie survives, a loss is out', () => {
    const [mine, lost] = buildSurvivorGrid(input);
    expect(mine?.cells).toEqual([
      { kind: 'pick', team: 'DET', outcome: 'correct' },
      { kind: 'pick', team: 'KC', outcome: 'correct' },
      { kind: 'pick', team: 'BUF', outcome: 'pending' },
    ]);
    expect(lost?.cells.slice(0, 2)).toEqual([
      { kind: 'pick', team: 'PHI', outcome: 'correct' },
      { kind: 'pick', team: 'SF', outcome: 'incorrect' },
    ]);
  });

  it('marks the viewer, says when an entry went out and leaves the weeks after it blank', () => {
    const grid = buildSurvivorGrid(input);
    expect(grid.map((entry) => [entry.isViewer, entry.outLabel])).toEqual([
      [true, null],
      [false, 'Out Wk 2'],
      [false, 'Out Wk 2'],
      [false, null],
    ]);
    expect(grid[1]?.cells[2]).toEqual({ kind: 'none' });
  });

  it('calls a week without a pick that ended an entry a missed pick', () => {
    expect(buildSurvivorGrid(input)[2]?.cells.slice(1)).toEqual([{ kind: 'missed' }, { kind: 'none' }]);
  });

  it("hides another alive entry's current week until kickoff, but never from an admin", () => {
    expect(buildSurvivorGrid(input)[3]?.cells[2]).toEqual({ kind: 'hidden' });
    expect(buildSurvivorGrid({ ...input, viewerIsAdmin: true })[3]?.cells[2]).toEqual({ kind: 'none' });
  });
});

describe('defaultPoolId', () => {
  const pools = [{ id: 'standard' }, { id: 'late' }, { id: 'week6' }];

  it("opens on the viewer's own pool, else the first", () => {
    expect(defaultPoolId(pools, ['late'])).toBe('late');
    expect(defaultPoolId(pools, [null, 'week6'])).toBe('week6');
    expect(defaultPoolId(pools, [undefined, 'gone'])).toBe('standard');
    expect(defaultPoolId([], ['standard'])).toBeNull();
  });
});

describe('sentences', () => {
  it('says how the field picked and how it stands', () => {
    const share = (teamAbbreviation: string, count: number, percent: number) => ({
      teamAbbreviation,
      count,
      percent,
    });
    expect(shareSentence([share('DET', 7, 41), share('KC', 3, 18)])).toBe('41% of alive entries took DET');
    expect(shareSentence([share('CLE', 1, 33), share('DEN', 1, 33), share('LAR', 1, 33)])).toBe(
      'CLE, DEN and LAR tied at 33% of alive entries each',
    );
    expect(shareSentence([])).toBe('no picks yet');
    expect(fieldSummary({ alive: 7, total: 13 })).toBe('13 entries started; 7 still alive.');
    expect(fieldSummary({ alive: 1, total: 1 })).toBe('1 entry started; 1 still alive.');
    expect(fieldSummary({ alive: 0, total: 0 })).toBe('No entries yet.');
  });
});
