import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_AMOUNTS, toCents } from '../../shared/money/amounts';
import {
  seasonPrizePlaces,
  seasonWinnings,
  splitCents,
  squareOfScore,
  squaresWinnings,
  survivorWinnings,
  weeklyWinnings,
  weekPrizePlaces,
} from '../../shared/money/winnings';
import type { PushRule } from '../../shared/scoring';
import { levelButUserId, rankStandings, type StandingKeys } from '../../shared/standings';
import type { User } from '../../shared/user';
import type { WeekStanding, WeekStandings } from '../lib/data/standings-repository';
import { rankGradedWeek, rankSeason } from './standings-ranking';

type GradedPlayerWeek = Pick<WeekStanding, 'userId' | 'wins' | 'pushes' | 'totalPicks' | 'mnfDifference'>;
interface GradedWeek {
  week: number;
  complete: boolean;
  players: GradedPlayerWeek[];
}

const everyone = () => true;
const player = (
  userId: string,
  wins: number,
  mnfDifference: number | null,
  extra: Partial<GradedPlayerWeek> = {},
): GradedPlayerWeek => ({ userId, wins, pushes: 0, totalPicks: 16, mnfDifference, ...extra });
const week = (n: number, players: GradedPlayerWeek[], complete = true): GradedWeek => ({
  week: n,
  complete,
  players,
});

/*
 * The weeks as the standings hold them, ranked by the boards' own ranking
 * (functions/services/standings-ranking): a player outside the weekly pool is a Week 6-only account.
 */
const standingsOf = (weeks: readonly GradedWeek[]): Map<number, WeekStandings> =>
  new Map(
    weeks.map((graded) => [
      graded.week,
      {
        week: graded.week,
        weekVersion: 1,
        covers: {},
        pushRule: 'loss',
        players: new Map(
          graded.players.map((row) => [
            row.userId,
            { ...row, week: graded.week, correctPicks: row.wins, losses: 0, gradedPicks: row.totalPicks },
          ]),
        ),
      },
    ]),
  );
const lookup = (inWeeklyPool: (userId: string) => boolean) => (id: string) =>
  inWeeklyPool(id) ? undefined : ({ id, isAdmin: false, hasFullApp: false, userType: 'week6_only' } as User);

const rankedWeeks = (
  weeks: readonly GradedWeek[],
  pushRule: PushRule,
  inWeeklyPool: (userId: string) => boolean,
) => {
  const standings = standingsOf(weeks);
  return weeks.map((graded) => ({
    week: graded.week,
    complete: graded.complete,
    ranked: rankGradedWeek(
      standings,
      lookup(inWeeklyPool),
      pushRule,
      standings.get(graded.week) as WeekStandings,
    ),
  }));
};
const weekly = (
  weeks: readonly GradedWeek[],
  amounts: typeof DEFAULT_MONEY_AMOUNTS,
  pushRule: PushRule,
  inWeeklyPool: (userId: string) => boolean,
) => weeklyWinnings(rankedWeeks(weeks, pushRule, inWeeklyPool), amounts);
const season = (
  weeks: readonly GradedWeek[],
  amounts: typeof DEFAULT_MONEY_AMOUNTS,
  pushRule: PushRule,
  inWeeklyPool: (userId: string) => boolean,
  lastWeek: number,
) =>
  seasonWinnings(
    rankSeason(standingsOf(weeks), lookup(inWeeklyPool), pushRule),
    amounts,
    weeks.some((graded) => graded.week === lastWeek && graded.complete),
  );

describe('splitCents', () => {
  it('splits evenly and gives the odd cents to the first shares', () => {
    expect(splitCents(35_000, 2)).toEqual([17_500, 17_500]);
    expect(splitCents(35_000, 3)).toEqual([11_667, 11_667, 11_666]);
    expect(splitCents(1, 3)).toEqual([1, 0, 0]);
  });

  it('never loses or makes a cent, and no two shares differ by more than one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (cents, ways) => {
        const shares = splitCents(cents, ways);
        expect(shares).toHaveLength(ways);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('weekly winners', () => {
  it('gives the week to the most correct picks', () => {
    const winnings = weekly(
      [week(3, [player('ann', 9, 4), player('bob', 11, 20), player('cat', 10, 0)])],
      DEFAULT_MONEY_AMOUNTS,
      'loss',
      everyone,
    );
    expect(winnings).toEqual([
      {
        userId: 'bob',
        item: { kind: 'won', source: 'weekly-winner', label: 'Week 3 winner', amount: 350, projected: false },
      },
    ]);
  });

  it('breaks a tie on picks by the smaller MNF difference, then the average to date, then the user id', () => {
    const tied = [player('bob', 10, 6), player('ann', 10, 2)];
    expect(weekly([week(1, tied)], DEFAULT_MONEY_AMOUNTS, 'loss', everyone)[0]?.userId).toBe('ann');
    // Level on this week's difference: bob's earlier week was closer, so his average is smaller.
    const earlier = week(1, [player('ann', 5, 9), player('bob', 5, 1)]);
    const level = week(2, [player('ann', 10, 3), player('bob', 10, 3)]);
    const byWeek = weekly([earlier, level], DEFAULT_MONEY_AMOUNTS, 'loss', everyone);
    expect(byWeek.find((w) => w.item.label === 'Week 2 winner')?.userId).toBe('bob');
    const identical = week(1, [player('zed', 10, 3), player('amy', 10, 3)]);
    expect(weekly([identical], DEFAULT_MONEY_AMOUNTS, 'loss', everyone)[0]?.userId).toBe('amy');
  });

  it("splits among those level on picks and MNF difference under 'split', whatever their averages", () => {
    const earlier = week(1, [player('ann', 5, 9), player('bob', 5, 1), player('cat', 5, 0)]);
    const level = week(2, [player('ann', 10, 3), player('bob', 10, 3), player('cat', 10, 4)]);
    const winnings = weekly(
      [earlier, level],
      { ...DEFAULT_MONEY_AMOUNTS, weeklyTies: 'split' },
      'loss',
      everyone,
    ).filter((w) => w.item.label.startsWith('Week 2'));
    expect(winnings.map((w) => [w.userId, w.item.amount, w.item.label])).toEqual([
      ['bob', 175, 'Week 2 winner (split 2 ways)'],
      ['ann', 175, 'Week 2 winner (split 2 ways)'],
    ]);
  });

  it('counts pushes as the push rule in force says, so a rule change moves the winner', () => {
    const graded = [week(4, [player('ann', 9, 1), player('bob', 8, 1, { pushes: 2 })])];
    expect(weekly(graded, DEFAULT_MONEY_AMOUNTS, 'loss', everyone)[0]?.userId).toBe('ann');
    expect(weekly(graded, DEFAULT_MONEY_AMOUNTS, 'win', everyone)[0]?.userId).toBe('bob');
  });

  it('leaves out players outside the weekly pool and players without picks; a week still playing is projected', () => {
    const graded = [
      week(5, [player('out', 16, 0), player('nopicks', 0, 0, { totalPicks: 0 }), player('ann', 3, 9)], false),
    ];
    const winnings = weekly(graded, DEFAULT_MONEY_AMOUNTS, 'loss', (id) => id !== 'out');
    expect(winnings.map((w) => [w.userId, w.item.projected])).toEqual([['ann', true]]);
  });

  it('ranks a week exactly as the standings order: the winner is the first of rankWeek', () => {
    const row = fc.record({
      userId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      wins: fc.integer({ min: 0, max: 16 }),
      pushes: fc.integer({ min: 0, max: 2 }),
      totalPicks: fc.integer({ min: 0, max: 16 }),
      mnfDifference: fc.option(fc.integer({ min: 0, max: 30 })),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.userId }), (players) => {
        const graded = week(1, players);
        const ranked = rankedWeeks([graded], 'loss', everyone)[0]?.ranked ?? [];
        const winnings = weekly([graded], DEFAULT_MONEY_AMOUNTS, 'loss', everyone);
        expect(winnings.map((w) => w.userId)).toEqual(ranked.slice(0, 1).map((r) => r.userId));
        const split = weekly([graded], { ...DEFAULT_MONEY_AMOUNTS, weeklyTies: 'split' }, 'loss', everyone);
        expect(split.reduce((sum, w) => sum + toCents(w.item.amount), 0)).toBe(ranked.length ? 35_000 : 0);
      }),
    );
  });
});

describe('the prize places the boards mark and the ledger pays', () => {
  const keys = (
    userId: string,
    correctPicks: number,
    tiebreakerDiff: number | null,
    avgTiebreaker: number | null,
  ): StandingKeys => ({ userId, correctPicks, tiebreakerDiff, avgTiebreaker });
  const places = (rows: StandingKeys[], ties: 'tiebreaker' | 'split') =>
    weekPrizePlaces(rankStandings(rows), ties).map((p) => [p.userId, p.shares, p.byUserId]);

  it.each([
    ['one clear leader', [keys('b', 11, 9, 9), keys('a', 10, 0, 0)], [['b', 1, false]]],
    [
      'picks level, the MNF difference decides',
      [keys('a', 10, 6, 1), keys('b', 10, 2, 9)],
      [['b', 1, false]],
    ],
    ['no MNF total loses to any', [keys('a', 10, null, 1), keys('b', 10, 30, 9)], [['b', 1, false]]],
    ['the average decides', [keys('a', 10, 3, 5), keys('b', 10, 3, 4)], [['b', 1, false]]],
    ['level on everything: the user id', [keys('zed', 10, 3, 4), keys('amy', 10, 3, 4)], [['amy', 1, true]]],
    ['level without any MNF total', [keys('b', 7, null, null), keys('a', 7, null, null)], [['a', 1, true]]],
    [
      'a full tie below the top changes nothing',
      [keys('c', 12, 0, 0), keys('a', 10, 3, 4), keys('b', 10, 3, 4)],
      [['c', 1, false]],
    ],
    ['one player', [keys('a', 0, null, null)], [['a', 1, false]]],
    ['nobody', [], []],
  ] as const)("under 'tiebreaker': %s", (_case, rows, expected) => {
    expect(places([...rows], 'tiebreaker')).toEqual(expected);
  });

  it.each([
    ['one clear leader', [keys('b', 11, 9, 9), keys('a', 10, 0, 0)], [['b', 1, false]]],
    [
      'level on picks and MNF difference, whatever the averages',
      [keys('a', 10, 3, 5), keys('b', 10, 3, 4), keys('c', 10, 4, 0)],
      [
        ['b', 2, false],
        ['a', 2, false],
      ],
    ],
    [
      'level on everything',
      [keys('zed', 10, 3, 4), keys('amy', 10, 3, 4)],
      [
        ['amy', 2, false],
        ['zed', 2, false],
      ],
    ],
    [
      'three without an MNF total',
      [keys('c', 7, null, 1), keys('a', 7, null, null), keys('b', 7, null, 2)],
      [
        ['c', 3, false],
        ['b', 3, false],
        ['a', 3, false],
      ],
    ],
  ] as const)("under 'split': %s", (_case, rows, expected) => {
    expect(places([...rows], 'split')).toEqual(expected);
  });

  it('gives the season 1st and 2nd, saying where only the user id put a player above another', () => {
    const season = (rows: StandingKeys[]) =>
      seasonPrizePlaces(rankStandings(rows)).map((p) => [p.userId, p.place, p.byUserId]);
    expect(season([keys('b', 90, null, 3), keys('a', 90, null, 3), keys('c', 80, null, 1)])).toEqual([
      ['a', 1, true],
      ['b', 2, true],
    ]);
    expect(season([keys('a', 99, null, 3), keys('c', 90, null, 3), keys('b', 90, null, 3)])).toEqual([
      ['a', 1, false],
      ['b', 2, true],
    ]);
    expect(season([keys('a', 99, null, 3), keys('b', 90, null, 3), keys('c', 80, null, 3)])).toEqual([
      ['a', 1, false],
      ['b', 2, false],
    ]);
    expect(season([])).toEqual([]);
  });

  const board = fc.uniqueArray(
    fc.record<StandingKeys>({
      userId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      correctPicks: fc.integer({ min: 8, max: 10 }),
      tiebreakerDiff: fc.option(fc.integer({ min: 0, max: 2 })),
      avgTiebreaker: fc.option(fc.integer({ min: 0, max: 2 })),
    }),
    { selector: (row) => row.userId },
  );

  it('pays exactly the players it marks, the whole prize, each share alike (property)', () => {
    fc.assert(
      fc.property(board, fc.constantFrom('tiebreaker' as const, 'split' as const), (rows, ties) => {
        const ranked = rankStandings(rows);
        const marked = weekPrizePlaces(ranked, ties);
        const paid = weeklyWinnings([{ week: 1, complete: true, ranked }], {
          weeklyWinner: 350,
          weeklyTies: ties,
        });
        expect(paid.map((w) => w.userId)).toEqual(marked.map((p) => p.userId));
        expect(paid.reduce((sum, w) => sum + toCents(w.item.amount), 0)).toBe(ranked.length ? 35_000 : 0);
        for (const place of marked) expect(place.shares).toBe(marked.length);
        const season = seasonPrizePlaces(ranked);
        const seasonPaid = seasonWinnings(ranked, DEFAULT_MONEY_AMOUNTS, true);
        expect(seasonPaid.map((w) => [w.userId, w.item.source])).toEqual(
          season.map((p) => [p.userId, p.place === 1 ? 'season-first' : 'season-second']),
        );
      }),
    );
  });

  it('marks a winner as decided by user id exactly when a player level on everything else is not paid alike (property)', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const ranked = rankStandings(rows);
        const [winner] = weekPrizePlaces(ranked, 'tiebreaker');
        const rivals = ranked.filter(
          (row) => row.userId !== winner?.userId && levelButUserId(row, ranked[0] as StandingKeys),
        );
        expect(winner?.byUserId ?? false).toBe(rivals.length > 0);
        // The winner of a full tie is the first by user id, and shares rank 1 with its rivals.
        for (const rival of rivals) {
          expect(rival.rank).toBe(1);
          expect((winner?.userId ?? '') < rival.userId).toBe(true);
        }
        for (const place of seasonPrizePlaces(ranked)) {
          const row = ranked.find((r) => r.userId === place.userId) as StandingKeys;
          const othersLevel = ranked.some(
            (other) => other.userId !== place.userId && levelButUserId(other, row),
          );
          expect(place.byUserId).toBe(othersLevel);
        }
        // Split: nobody level on picks and MNF difference with the first is left out, nobody else is in.
        const split = new Set(weekPrizePlaces(ranked, 'split').map((p) => p.userId));
        for (const row of ranked) {
          const level =
            row.correctPicks === ranked[0]?.correctPicks && row.tiebreakerDiff === ranked[0]?.tiebreakerDiff;
          expect(split.has(row.userId)).toBe(level);
        }
      }),
    );
  });
});

describe('season places', () => {
  const weeks = [
    week(1, [player('ann', 10, 2), player('bob', 9, 1), player('cat', 12, 0)]),
    week(2, [player('ann', 10, 2), player('bob', 12, 1), player('cat', 7, 0)]),
  ];

  it('pays 1st and 2nd by the season order, projected until the last week is graded and over', () => {
    const winnings = season(weeks, DEFAULT_MONEY_AMOUNTS, 'loss', everyone, 18);
    expect(winnings.map((w) => [w.userId, w.item.source, w.item.amount, w.item.projected])).toEqual([
      ['bob', 'season-first', 2500, true],
      ['ann', 'season-second', 575, true],
    ]);
    const done = season(
      [...weeks, week(18, [player('cat', 16, 0)])],
      DEFAULT_MONEY_AMOUNTS,
      'loss',
      everyone,
      18,
    );
    expect(done.map((w) => [w.userId, w.item.projected])).toEqual([
      ['cat', false],
      ['bob', false],
    ]);
    const playing = season([...weeks, week(18, [], false)], DEFAULT_MONEY_AMOUNTS, 'loss', everyone, 18);
    expect(playing.every((w) => w.item.projected)).toBe(true);
  });

  it('pays nothing before any week is graded', () => {
    expect(season([], DEFAULT_MONEY_AMOUNTS, 'loss', everyone, 18)).toEqual([]);
  });
});

describe('survivor winners', () => {
  const entry = (userId: string, eliminatedInWeek: number | null) => ({
    userId,
    isEliminated: eliminatedInWeek !== null,
    eliminatedInWeek,
  });
  const over = () => true;
  const win = (entries: ReturnType<typeof entry>[], weekOver: (week: number) => boolean = over) =>
    survivorWinnings(entries, 300_000, weekOver, 'survivor-winner', 'Survivor winner').map((w) => [
      w.userId,
      w.item.amount,
      w.item.label,
      w.item.projected,
    ]);

  it('pays the last entry alive once the others are out', () => {
    expect(win([entry('ann', null), entry('bob', 4), entry('cat', 9)])).toEqual([
      ['ann', 3000, 'Survivor winner', false],
    ]);
  });

  it('pays nobody while two are alive or before anyone is out', () => {
    expect(win([entry('ann', null), entry('bob', null), entry('cat', 9)])).toEqual([]);
    expect(win([entry('ann', null)])).toEqual([]);
    expect(win([])).toEqual([]);
  });

  it('splits among the last entries when they all go out in the same week', () => {
    expect(win([entry('ann', 9), entry('bob', 9), entry('cat', 9), entry('dan', 3)])).toEqual([
      ['ann', 1000, 'Survivor winner (split 3 ways)', false],
      ['bob', 1000, 'Survivor winner (split 3 ways)', false],
      ['cat', 1000, 'Survivor winner (split 3 ways)', false],
    ]);
  });

  it('gives an owner of two winning entries both shares', () => {
    expect(win([entry('ann', 9), entry('ann', 9), entry('bob', 9)])).toEqual([
      ['ann', 2000, 'Survivor winner (split 3 ways)', false],
      ['bob', 1000, 'Survivor winner (split 3 ways)', false],
    ]);
  });

  it('is projected until every game of the week of the last elimination is final', () => {
    expect(win([entry('ann', null), entry('bob', 9)], (week) => week < 9)).toEqual([
      ['ann', 3000, 'Survivor winner', true],
    ]);
  });

  it('never pays more than the prize, and pays all of it once decided', () => {
    const anEntry = fc.record({
      userId: fc.constantFrom('a', 'b', 'c', 'd'),
      eliminatedInWeek: fc.option(fc.integer({ min: 1, max: 18 })),
    });
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 12 }), (drawn) => {
        const entries = drawn.map((e) => entry(e.userId, e.eliminatedInWeek));
        const paid = survivorWinnings(entries, 300_000, over, 'survivor-winner', 'Survivor winner').reduce(
          (sum, w) => sum + toCents(w.item.amount),
          0,
        );
        const alive = entries.filter((e) => !e.isEliminated).length;
        const decided = alive <= 1 && entries.length > alive;
        expect(paid).toBe(decided ? 300_000 : 0);
      }),
    );
  });
});

describe('squares', () => {
  it('reads a score as the square of the away digit and the home digit', () => {
    expect(squareOfScore({ away: 17, home: 24 })).toBe(74);
    expect(squareOfScore({ away: 0, home: 3 })).toBe(3);
    expect(squareOfScore({ away: 30, home: 40 })).toBe(0);
  });

  it("pays each entered quarter's square its percent of the pot of the named squares", () => {
    const owners = new Map<number, string | null>([
      [3, 'ann'],
      [74, 'bob'],
      [77, null],
      [10, 'ann'],
    ]);
    const winnings = squaresWinnings(
      owners,
      2500,
      {
        quarters: [
          { away: 0, home: 3 },
          { away: 7, home: 14 },
          { away: 17, home: 17 },
        ],
      },
      [20, 30, 20, 30],
    );
    // Pot: 4 named squares x 25 = 100. Q2's square (74) is bob's; Q3's (77) names nobody of the pool.
    expect(winnings.map((w) => [w.userId, w.item.amount, w.item.label])).toEqual([
      ['ann', 20, 'Squares Q1: 0-3, square 3'],
      ['bob', 30, 'Squares Q2: 7-14, square 74'],
    ]);
  });

  it('pays nothing without a score', () => {
    expect(squaresWinnings(new Map([[0, 'ann']]), 2500, null, [20, 30, 20, 30])).toEqual([]);
  });
});
