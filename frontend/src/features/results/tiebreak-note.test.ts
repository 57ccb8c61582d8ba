import { describe, expect, it } from 'vitest';
import { tiebreakNote } from '@/features/results/tiebreak-note';

const row = (
  userId: string,
  rank: number,
  correctPicks: number,
  tiebreakerDiff: number | null,
  avgTiebreakerToDate: number | null,
) => ({ userId, rank, correctPicks, tiebreakerDiff, avgTiebreakerToDate });

describe('tiebreakNote', () => {
  it('says nothing for a record no one else has', () => {
    const rows = [row('a', 1, 10, 3, 4), row('b', 2, 9, 1, 2)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([null, null]);
  });

  it('names the Monday-night miss when it split equal records', () => {
    const rows = [row('a', 1, 9, 2, 6), row('b', 2, 9, 5, 1), row('c', 3, 9, null, 1)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([
      'Tied: MNF ±2',
      'Tied: MNF ±5',
      'Tied: no MNF total',
    ]);
  });

  it('names the average when the Monday-night misses were equal', () => {
    const rows = [row('a', 1, 9, 3, 2.5), row('b', 2, 9, 3, 4), row('c', 3, 9, 3, null)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([
      'Tied: TB Avg 2.5',
      'Tied: TB Avg 4.0',
      'Tied: no TB Avg yet',
    ]);
  });

  it('says nothing for players level on everything (they share the rank)', () => {
    const rows = [row('a', 1, 9, 3, 2), row('b', 1, 9, 3, 2)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([null, null]);
  });

  it('names the key that broke the tie with the neighbouring row, not with a row further off', () => {
    const rows = [row('a', 1, 9, 3, 2), row('b', 2, 9, 3, 4), row('c', 3, 9, 5, 1), row('d', 4, 7, 3, 5)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([
      'Tied: TB Avg 2.0',
      'Tied: MNF ±3',
      'Tied: MNF ±5',
      null,
    ]);
  });

  it('looks past a full tie to the next rank for the neighbour', () => {
    const rows = [row('a', 1, 9, 3, 2), row('b', 1, 9, 3, 2), row('c', 3, 9, 5, 1)];
    expect(rows.map((entry) => tiebreakNote(entry, rows))).toEqual([
      'Tied: MNF ±3',
      'Tied: MNF ±3',
      'Tied: MNF ±5',
    ]);
  });

  it("while the week is in play, notes only the leaders' tie", () => {
    const rows = [
      row('a', 1, 2, null, 13.3),
      row('b', 2, 2, null, 14.3),
      row('c', 3, 1, null, 8),
      row('d', 4, 1, null, 10.3),
    ];
    expect(rows.map((entry) => tiebreakNote(entry, rows, { inPlay: true }))).toEqual([
      'Tied: TB Avg 13.3',
      'Tied: TB Avg 14.3',
      null,
      null,
    ]);
  });
});
