import { describe, expect, it } from 'vitest';
import type { SurvivorResultsRow } from './schemas/survivor';
import { buildSurvivorGrid } from './survivor-grid';

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
