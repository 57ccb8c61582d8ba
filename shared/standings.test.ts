import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageForDisplay,
  averageTiebreaker,
  compareStandings,
  mnfDifferenceColour,
  rankStandings,
  type StandingKeys,
} from './standings';

const entry = (
  userId: string,
  correctPicks: number,
  tiebreakerDiff: number | null = null,
  avgTiebreaker: number | null = null,
) => ({
  userId,
  correctPicks,
  tiebreakerDiff,
  avgTiebreaker,
});

describe('standings order', () => {
  it('puts more correct picks first', () => {
    expect(rankStandings([entry('a', 8), entry('b', 10)]).map((e) => e.userId)).toEqual(['b', 'a']);
  });
  it('breaks a tie on correct picks with the smaller MNF difference', () => {
    expect(rankStandings([entry('a', 10, 6), entry('b', 10, 2)]).map((e) => e.userId)).toEqual(['b', 'a']);
  });
  it('ranks a missing MNF prediction after any difference', () => {
    expect(rankStandings([entry('a', 10, null), entry('b', 10, 30)]).map((e) => e.userId)).toEqual([
      'b',
      'a',
    ]);
  });
  it('then the smaller average tiebreaker, then the user id', () => {
    const ranked = rankStandings([entry('c', 10, 2, 5), entry('b', 10, 2, 3), entry('a', 10, 2, 5)]);
    expect(ranked.map((e) => e.userId)).toEqual(['b', 'a', 'c']);
  });
  it('shares a rank between players level on everything but the user id', () => {
    const ranked = rankStandings([entry('a', 10, 2), entry('b', 10, 2), entry('c', 9), entry('d', 12)]);
    expect(ranked.map((e) => [e.userId, e.rank])).toEqual([
      ['d', 1],
      ['a', 2],
      ['b', 2],
      ['c', 4],
    ]);
  });

  it('is a total order that never puts fewer correct picks ahead (property)', () => {
    const arbitraryEntry = fc.record<StandingKeys>({
      userId: fc.string({ minLength: 1, maxLength: 4 }),
      correctPicks: fc.nat(16),
      tiebreakerDiff: fc.option(fc.nat(60)),
      avgTiebreaker: fc.option(fc.nat(60)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 30 }), (entries) => {
        const ranked = rankStandings(entries);
        for (let i = 1; i < ranked.length; i += 1) {
          const previous = ranked[i - 1] as (typeof ranked)[number];
          const current = ranked[i] as (typeof ranked)[number];
          expect(compareStandings(previous, current)).toBeLessThanOrEqual(0);
          expect(previous.correctPicks).toBeGreaterThanOrEqual(current.correctPicks);
          expect(previous.rank).toBeLessThanOrEqual(current.rank);
        }
      }),
    );
  });
});

describe('tiebreaker averages', () => {
  it('averages exactly and is null without differences', () => {
    expect(averageTiebreaker([0, 0, 1])).toBe(1 / 3);
    expect(averageTiebreaker([])).toBeNull();
  });
  it('shows one decimal', () => {
    expect(averageForDisplay(1 / 3)).toBe(0.3);
    expect(averageForDisplay(0.25)).toBe(0.3);
    expect(averageForDisplay(null)).toBeNull();
  });
  it('ranks averages that show alike by their exact value, each with its own rank', () => {
    const ranked = rankStandings([
      entry('a', 10, 1, averageTiebreaker([0, 0, 1])),
      entry('b', 10, 1, averageTiebreaker([0, 0, 0, 1])),
    ]);
    expect(ranked.map((e) => [e.userId, e.rank, averageForDisplay(e.avgTiebreaker)])).toEqual([
      ['b', 1, 0.3],
      ['a', 2, 0.3],
    ]);
  });
});

describe('mnfDifferenceColour', () => {
  it.each([
    [0, 'green'],
    [3, 'green'],
    [4, 'yellow'],
    [7, 'yellow'],
    [8, 'red'],
  ])('%i is %s', (difference, colour) => {
    expect(mnfDifferenceColour(difference)).toBe(colour);
  });
});
