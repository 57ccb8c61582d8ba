import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameStatus } from './game';
import type { PushRule } from './scoring';
import { averageTiebreaker, compareStandings } from './standings';
import {
  gamesLeftToPlay,
  type OutlookPlayer,
  type OutlookSight,
  stillToPlay,
  weekOutlook,
} from './week-outlook';

interface TestGame {
  id: string;
  homeTeamId: number;
  awayTeamId: number;
  spread: string | null;
  isCompleted: boolean;
  status?: GameStatus;
}

const game = (n: number, spread: string | null = '-3.5', isCompleted = false): TestGame => ({
  id: `g${n}`,
  awayTeamId: 2 * n + 1,
  homeTeamId: 2 * n + 2,
  spread,
  isCompleted,
});
const away = (g: TestGame) => ({ gameId: g.id, pickedTeamId: g.awayTeamId });
const home = (g: TestGame) => ({ gameId: g.id, pickedTeamId: g.homeTeamId });

const player = (
  userId: string,
  correctPicks: number,
  picks: OutlookPlayer['picks'] = [],
  tiebreak: Partial<Pick<OutlookPlayer, 'tiebreakerDiff' | 'avgTiebreaker' | 'hasPrediction'>> = {},
): OutlookPlayer => ({
  userId,
  correctPicks,
  picks,
  tiebreakerDiff: null,
  avgTiebreaker: null,
  hasPrediction: false,
  ...tiebreak,
});

/** Every game kicked off and its picks shown, no Monday night game. */
const allShown = (games: readonly TestGame[], more: Partial<OutlookSight> = {}): OutlookSight => ({
  mnfGameId: null,
  shownGameIds: new Set(games.map((g) => g.id)),
  predictionsShown: true,
  openGameIds: new Set(),
  ...more,
});
/** These games not kicked off (so their picks hidden), the others kicked off and shown. */
const notKickedOff = (games: readonly TestGame[], open: readonly TestGame[]): OutlookSight =>
  allShown(games, {
    shownGameIds: new Set(games.filter((g) => !open.includes(g)).map((g) => g.id)),
    openGameIds: new Set(open.map((g) => g.id)),
  });

const outlook = (
  games: TestGame[],
  players: OutlookPlayer[],
  sight: OutlookSight = allShown(games),
  pushRule: PushRule = 'loss',
) => Object.fromEntries([...weekOutlook(games, players, pushRule, sight)].map(([id, o]) => [id, o]));
const winners = (...args: Parameters<typeof outlook>) =>
  Object.entries(outlook(...args))
    .filter(([, o]) => o.canStillWin)
    .map(([id]) => id)
    .sort();

describe('maxCorrect: correct so far plus picks of games still to play', () => {
  it('adds a pick of a game not final, not one of a final game, and nothing for a game not picked', () => {
    const [g1, g2, g3] = [game(1, '-3.5', true), game(2), game(3)] as [TestGame, TestGame, TestGame];
    const result = outlook([g1, g2, g3], [player('a', 1, [home(g1), away(g2)]), player('b', 0, [])]);
    expect(result.a?.maxCorrect).toBe(2);
    expect(result.b?.maxCorrect).toBe(0);
  });

  it('adds a game not kicked off for every player, picked or not: they may still pick it', () => {
    const [g1, g2, g3] = [game(1, '-3.5', true), game(2), game(3)] as [TestGame, TestGame, TestGame];
    const sight = notKickedOff([g1, g2, g3], [g3]);
    const result = outlook([g1, g2, g3], [player('a', 1, [home(g1), away(g2)]), player('b', 0, [])], sight);
    // a: g2 picked and playing, g3 still to pick; b: g3 only (g2 kicked off without b's pick).
    expect(result.a?.maxCorrect).toBe(3);
    expect(result.b?.maxCorrect).toBe(1);
    // Picked already, a game not kicked off counts once.
    expect(outlook([g1, g2, g3], [player('a', 1, [home(g3)])], sight).a?.maxCorrect).toBe(2);
  });

  it('adds nothing for a final or canceled game, even one whose kickoff is still ahead', () => {
    const final = game(1, '-3.5', true);
    const canceled = { ...game(2), status: 'canceled' as const };
    const sight = notKickedOff([final, canceled], [final, canceled]);
    expect(outlook([final, canceled], [player('a', 2)], sight).a?.maxCorrect).toBe(2);
  });

  it('adds nothing for a canceled game, which is never graded', () => {
    const canceled = { ...game(1), status: 'canceled' as const };
    expect(outlook([canceled], [player('a', 3, [home(canceled)])]).a?.maxCorrect).toBe(3);
    expect(stillToPlay(canceled)).toBe(false);
    expect(gamesLeftToPlay([canceled, game(2, null, true)])).toBe(false);
    expect(gamesLeftToPlay([{ ...game(1), status: 'postponed' }])).toBe(true);
  });

  it('counts a pick that may push under either push rule (a push can count as a win)', () => {
    const g = game(1, '-3');
    for (const rule of ['loss', 'win'] as const)
      expect(outlook([g], [player('a', 2, [home(g)])], allShown([g]), rule).a?.maxCorrect).toBe(3);
  });
});

describe('canStillWin', () => {
  it('is false for a player whose best is below what another already has', () => {
    const g = game(1);
    expect(winners([g], [player('a', 5, [home(g)]), player('b', 3, [home(g)])])).toEqual(['a']);
  });

  it('two players with the same picks cover together: only the one the tie order puts first can win', () => {
    const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
    const picks = [home(g1), away(g2)];
    const leader = player('b', 4, picks, { avgTiebreaker: 3 });
    const follower = player('a', 4, picks, { avgTiebreaker: 5 });
    expect(winners([g1, g2], [leader, follower])).toEqual(['b']);
    // Equal on every key but the user id: the smaller id is first.
    expect(winners([g1, g2], [player('b', 4, picks), player('a', 4, picks)])).toEqual(['a']);
  });

  it('a trailing player with the leader’s picks plus one more game can still win; with the same picks, not', () => {
    const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
    const leader = player('lead', 5, [home(g1)]);
    expect(winners([g1, g2], [leader, player('chaser', 4, [home(g1), home(g2)])])).toEqual([
      'chaser',
      'lead',
    ]);
    expect(winners([g1, g2], [leader, player('chaser', 4, [home(g1)])])).toEqual(['lead']);
  });

  it('two players on opposite sides: each can win, as the game can go either way', () => {
    const g = game(1);
    expect(winners([g], [player('a', 3, [home(g)]), player('b', 3, [away(g)])])).toEqual(['a', 'b']);
  });

  it('a third player needs a game to go against both others at once, which their opposite picks forbid', () => {
    const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
    // c is one behind a and b, who picked opposite sides of g1: whichever side covers, one of them
    // gets to 5 > c's 4 (c did not pick g1 and the half-point line forbids a push).
    const players = [
      player('a', 4, [home(g1)]),
      player('b', 4, [away(g1)]),
      player('c', 3, [home(g2)], { hasPrediction: true, tiebreakerDiff: 0 }),
    ];
    expect(winners([g1, g2], players)).toEqual(['a', 'b']);
  });

  it('a push on a whole-number line under "push is a loss" lets a game go nobody’s way', () => {
    const [g1, g2] = [game(1, '-3'), game(2)] as [TestGame, TestGame];
    const players = [player('b', 4, [home(g1)]), player('c', 4, [away(g1)]), player('a', 3, [home(g2)])];
    // a reaches 4 only if g1 pushes; a has the smallest id, so wins the tie on everything else.
    expect(winners([g1, g2], players)).toEqual(['a', 'b', 'c']);
    // Under "push is a win" a push gives both b and c the point.
    expect(winners([g1, g2], players, allShown([g1, g2]), 'win')).toEqual(['b', 'c']);
    // On a half-point line g1 cannot push.
    expect(winners([{ ...g1, spread: '-3.5' }, g2], players)).toEqual(['b', 'c']);
  });

  it('a game nobody picked adds nothing, and a side nobody picked lets a game go nobody’s way', () => {
    const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
    expect(winners([g1, g2], [player('a', 5, [home(g1)]), player('b', 4, [])])).toEqual(['a']);
    expect(
      winners([g1, g2], [player('a', 5, [home(g1)]), player('b', 5, [home(g2)], { avgTiebreaker: 1 })]),
    ).toEqual(['a', 'b']);
  });

  it('once every game is final, only the week’s first player', () => {
    const g = game(1, '-3.5', true);
    const players = [
      player('a', 6, [home(g)], { tiebreakerDiff: 4, hasPrediction: true }),
      player('b', 6, [away(g)], { tiebreakerDiff: 2, hasPrediction: true }),
      player('c', 5),
    ];
    const result = outlook([g], players, allShown([g], { mnfGameId: g.id }));
    expect(Object.entries(result).filter(([, o]) => o.canStillWin)).toEqual([
      ['b', { maxCorrect: 6, canStillWin: true }],
    ]);
    expect(result.a?.maxCorrect).toBe(6);
  });

  describe('while the Monday night game is to be played, a tie on correct picks', () => {
    const monday = game(9, '-3.5');
    const sight = allShown([monday], { mnfGameId: monday.id });
    it('is open between two players with a total: either can be closer', () => {
      const players = [
        player('a', 7, [home(monday)], { hasPrediction: true, avgTiebreaker: 1 }),
        player('b', 7, [home(monday)], { hasPrediction: true, avgTiebreaker: 9 }),
      ];
      expect(winners([monday], players, sight)).toEqual(['a', 'b']);
    });
    it('goes to the player with a total over one without', () => {
      const players = [
        player('a', 7, [home(monday)], { avgTiebreaker: 1 }),
        player('b', 7, [home(monday)], { hasPrediction: true }),
      ];
      expect(winners([monday], players, sight)).toEqual(['b']);
    });
    it('between two without a total, goes by their TB averages, which no longer move', () => {
      const players = [
        player('a', 7, [home(monday)], { avgTiebreaker: 6 }),
        player('b', 7, [home(monday)], { avgTiebreaker: 2 }),
      ];
      expect(winners([monday], players, sight)).toEqual(['b']);
    });
    it('is open whatever the totals while they are not shown to everyone', () => {
      const players = [
        player('a', 7, [home(monday)], { avgTiebreaker: 6 }),
        player('b', 7, [home(monday)], { avgTiebreaker: 2, hasPrediction: true }),
      ];
      expect(winners([monday], players, { ...sight, predictionsShown: false })).toEqual(['a', 'b']);
    });
  });

  describe('with games not kicked off, which every player may still pick', () => {
    it('a player behind with games left to pick can still win (Week 13, Sunday 4:30 pm: carla_m)', () => {
      // Three games final, three playing (shown), two to kick off. The leader has 9 right and wins a
      // tie; carla has 6 with three live picks and the two late games not picked yet: 11 at best,
      // above the leader's 9 when the three playing go against the leader's picks.
      const games = Array.from({ length: 8 }, (_, i) => game(i + 1, '-3.5', i < 3));
      const [g1, g2, g3, g4, g5, g6, g7, g8] = games as [
        TestGame,
        TestGame,
        TestGame,
        TestGame,
        TestGame,
        TestGame,
        TestGame,
        TestGame,
      ];
      const sight = notKickedOff(games, [g7, g8]);
      const players = [
        player('leader', 9, [home(g4), home(g5), home(g6), home(g7), home(g8)], { avgTiebreaker: 1 }),
        player('carla', 6, [away(g4), away(g5), away(g6)], { avgTiebreaker: 5 }),
        player('early', 5, [home(g1), home(g2), home(g3)]),
      ];
      const result = outlook(games, players, sight);
      expect(result.carla).toEqual({ maxCorrect: 11, canStillWin: true });
      // Once, the late games counted only once picked: 9 at best, out.
      expect(result.leader).toEqual({ maxCorrect: 14, canStillWin: true });
      // 'early' reaches 5 + 2 = 7 < the leader's 9 already: out whatever happens.
      expect(result.early).toEqual({ maxCorrect: 7, canStillWin: false });
    });

    it('the same week once the late games kicked off without carla’s picks: 9 at best, out', () => {
      const games = Array.from({ length: 8 }, (_, i) => game(i + 1, '-3.5', i < 3));
      const [, , , g4, g5, g6, g7, g8] = games as TestGame[];
      const players = [
        player('leader', 9, [home(g4 as TestGame), home(g7 as TestGame), home(g8 as TestGame)], {
          avgTiebreaker: 1,
        }),
        player('carla', 6, [away(g4 as TestGame), away(g5 as TestGame), away(g6 as TestGame)], {
          avgTiebreaker: 5,
        }),
      ];
      expect(outlook(games, players, allShown(games)).carla).toEqual({ maxCorrect: 9, canStillWin: false });
    });

    it('another player’s pick of a game not kicked off gives them nothing in my best case', () => {
      const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
      const sight = notKickedOff([g1, g2], [g2]);
      // b is ahead by one and picked g2; a has not: a may still pick g2, and b's side may lose.
      const players = [player('a', 4, [home(g1)]), player('b', 5, [away(g1), home(g2)])];
      expect(winners([g1, g2], players, sight)).toEqual(['a', 'b']);
    });
  });

  it('uses only the number of picks of a game not shown yet: the hidden side never matters', () => {
    const [g1, g2] = [game(1), game(2)] as [TestGame, TestGame];
    const sight = allShown([g1, g2], { shownGameIds: new Set([g1.id]) });
    // g2 is hidden: b might have picked it like a, so a cannot be sure of beating b, but a may.
    const same = [player('a', 4, [home(g2)]), player('b', 4, [home(g2)])];
    const opposite = [player('a', 4, [home(g2)]), player('b', 4, [away(g2)])];
    expect(outlook([g1, g2], same, sight)).toEqual(outlook([g1, g2], opposite, sight));
    expect(winners([g1, g2], same, sight)).toEqual(['a', 'b']);
  });
});

/*
 * The reference: every way the games still to play can end (and, while the Monday night game is to
 * be played, every total from 0 to 90), ranked by the standings order itself. A game not kicked off
 * still takes picks: a player may pick it (its covering side, in their best case) and, while the
 * Monday night game has not kicked off, give the total that ends up exact. Another player adding a
 * pick or a total only helps that player, so the reference lets only the player in question add any.
 */
interface Scenario {
  games: TestGame[];
  players: {
    userId: string;
    correct: number;
    /** For each game: 0 none, 1 away, 2 home. */
    sides: number[];
    prediction: number | null;
    earlier: number[];
  }[];
  mnfIndex: number | null;
  /** The Monday game's total when it is final. */
  finalTotal: number;
  shown: boolean[];
  /** Games not kicked off: still taking picks, their picks hidden. */
  open: boolean[];
  pushRule: PushRule;
}

const pushPossible = (g: TestGame) => g.spread === null || Number.isInteger(Number(g.spread));

const possibleWinners = (s: Scenario): Set<string> => {
  const open = s.games.map((g, i) => (stillToPlay(g) ? i : -1)).filter((i) => i >= 0);
  const monday = s.mnfIndex === null ? undefined : s.games[s.mnfIndex];
  const totals =
    monday === undefined || monday.status === 'canceled'
      ? [null]
      : stillToPlay(monday)
        ? [...Array(91).keys()]
        : [s.finalTotal];
  const mondayOpen = s.mnfIndex !== null && s.open[s.mnfIndex] === true;
  const anyOpen = s.open.some(Boolean);
  const found = new Set<string>();
  /** The first player of an ending, with `taker` (if any) picking and predicting what is still open. */
  const firstOf = (
    ends: Map<number, 'away' | 'home' | 'push'>,
    total: number | null,
    taker: number | null,
  ) => {
    const keys = s.players.map((p, i) => {
      let correctPicks = p.correct;
      for (const [g, end] of ends) {
        const side = p.sides[g] || (i === taker && s.open[g] ? (end === 'home' ? 2 : 1) : 0);
        if (!side) continue;
        if (end === 'push') correctPicks += s.pushRule === 'win' ? 1 : 0;
        else if ((end === 'away') === (side === 1)) correctPicks += 1;
      }
      const prediction = p.prediction ?? (i === taker && mondayOpen ? total : null);
      const diff = total === null || prediction === null ? null : Math.abs(prediction - total);
      return {
        userId: p.userId,
        correctPicks,
        tiebreakerDiff: diff,
        avgTiebreaker: averageTiebreaker(diff === null ? p.earlier : [...p.earlier, diff]),
      };
    });
    return ([...keys].sort(compareStandings)[0] as { userId: string }).userId;
  };
  const visit = (depth: number, ends: Map<number, 'away' | 'home' | 'push'>) => {
    if (depth === open.length) {
      for (const total of totals) {
        found.add(firstOf(ends, total, null));
        if (!anyOpen) continue;
        s.players.forEach((p, taker) => {
          if (!found.has(p.userId) && firstOf(ends, total, taker) === p.userId) found.add(p.userId);
        });
      }
      return;
    }
    const g = open[depth] as number;
    const endings = pushPossible(s.games[g] as TestGame)
      ? (['away', 'home', 'push'] as const)
      : (['away', 'home'] as const);
    for (const end of endings) visit(depth + 1, new Map([...ends, [g, end]]));
  };
  if (s.players.length > 0) visit(0, new Map());
  return found;
};

/** The scenario as the board hands it to the rule. */
const ruleOf = (s: Scenario) => {
  const monday = s.mnfIndex === null ? undefined : s.games[s.mnfIndex];
  const mondayFinal = monday?.isCompleted === true;
  const players = s.players.map((p) => {
    const diff = mondayFinal && p.prediction !== null ? Math.abs(p.prediction - s.finalTotal) : null;
    return player(
      p.userId,
      p.correct,
      p.sides.flatMap((side, g) => {
        const at = s.games[g] as TestGame;
        return side === 0 ? [] : [side === 1 ? away(at) : home(at)];
      }),
      {
        hasPrediction: p.prediction !== null,
        tiebreakerDiff: diff,
        avgTiebreaker: averageTiebreaker(diff === null ? p.earlier : [...p.earlier, diff]),
      },
    );
  });
  const sight: OutlookSight = {
    mnfGameId: monday?.id ?? null,
    shownGameIds: new Set(s.games.filter((_, i) => s.shown[i]).map((g) => g.id)),
    predictionsShown: s.mnfIndex === null || !s.open[s.mnfIndex],
    openGameIds: new Set(s.games.filter((_, i) => s.open[i]).map((g) => g.id)),
  };
  return weekOutlook(s.games, players, s.pushRule, sight);
};

const scenario = (options: { mnf: 'none' | 'final' | 'any'; hidden: boolean; open?: boolean }) =>
  fc
    .record({
      games: fc.array(
        fc.record({
          spread: fc.constantFrom('-3.5', '-3', '7', '2.5', '0', null),
          isCompleted: fc.boolean(),
          canceled: fc.constantFrom(false, false, false, true),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      players: fc.array(
        fc.record({
          correct: fc.nat(3),
          sides: fc.array(fc.nat(2), { minLength: 5, maxLength: 5 }),
          prediction: fc.option(fc.nat(60)),
          earlier: fc.array(fc.nat(20), { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      mnfPick: fc.nat(4),
      finalTotal: fc.nat(80),
      shown: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      open: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      pushRule: fc.constantFrom<PushRule>('loss', 'win'),
    })
    .map((drawn): Scenario => {
      const games = drawn.games.map((g, i) => ({
        ...game(i, g.spread, g.isCompleted),
        ...(!g.isCompleted && g.canceled ? { status: 'canceled' as const } : {}),
      }));
      let mnfIndex: number | null = options.mnf === 'none' ? null : drawn.mnfPick % games.length;
      if (mnfIndex !== null && options.mnf === 'final') {
        games[mnfIndex] = { ...(games[mnfIndex] as TestGame), isCompleted: true };
        delete games[mnfIndex]?.status;
      }
      if (options.mnf === 'none') mnfIndex = null;
      // A game not kicked off is still to play, and nobody sees its picks.
      const open = games.map((g, i) => options.open === true && stillToPlay(g) && drawn.open[i] === true);
      return {
        games,
        players: drawn.players.map((p, i) => ({
          ...p,
          // Ids whose order is not the list's.
          userId: `u${(i * 7) % 11}`,
          sides: p.sides.slice(0, games.length),
        })),
        mnfIndex,
        finalTotal: drawn.finalTotal,
        shown: games.map((_, i) => !open[i] && (!options.hidden || drawn.shown[i] === true)),
        open,
        pushRule: drawn.pushRule,
      };
    });

const canWinSet = (s: Scenario) => new Set([...ruleOf(s)].filter(([, o]) => o.canStillWin).map(([id]) => id));

describe('canStillWin against every way the games can end (property)', () => {
  it('is exact when every pick shows and the tiebreak is known (no Monday night game, or it is final)', () => {
    for (const mnf of ['none', 'final'] as const)
      fc.assert(
        fc.property(scenario({ mnf, hidden: false }), (s) => {
          expect(canWinSet(s)).toEqual(possibleWinners(s));
        }),
        { numRuns: 300 },
      );
  });

  it('never counts out a player who can still win: Monday night to play, picks hidden', () => {
    fc.assert(
      fc.property(scenario({ mnf: 'any', hidden: true }), (s) => {
        const canWin = canWinSet(s);
        for (const userId of possibleWinners(s)) expect(canWin.has(userId), userId).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never counts out a player who can still win: games not kicked off, which anyone may still pick', () => {
    fc.assert(
      fc.property(scenario({ mnf: 'any', hidden: true, open: true }), (s) => {
        const canWin = canWinSet(s);
        for (const userId of possibleWinners(s)) expect(canWin.has(userId), userId).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('counts out only a player whom no ending puts first, with all they may still pick', () => {
    fc.assert(
      fc.property(scenario({ mnf: 'none', hidden: false, open: true }), (s) => {
        const outlooks = ruleOf(s);
        const winners = possibleWinners(s);
        for (const p of s.players)
          if (outlooks.get(p.userId)?.canStillWin === false)
            expect(winners.has(p.userId), p.userId).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('maxCorrect is the most a player gets in any ending, and no more: their picks still to play and every game not kicked off', () => {
    fc.assert(
      fc.property(scenario({ mnf: 'none', hidden: false, open: true }), (s) => {
        const outlooks = ruleOf({ ...s, pushRule: 'win' });
        for (const p of s.players) {
          const toPlay = s.games.filter(
            (g, i) => stillToPlay(g) && (p.sides[i] !== 0 || s.open[i] === true),
          ).length;
          expect(outlooks.get(p.userId)?.maxCorrect).toBe(p.correct + toPlay);
        }
      }),
    );
  });

  it('says nothing of a hidden pick’s side: the other side gives the same answer', () => {
    fc.assert(
      fc.property(scenario({ mnf: 'any', hidden: true }), fc.nat(4), fc.nat(4), (s, who, which) => {
        const p = who % s.players.length;
        const g = which % s.games.length;
        const side = s.players[p]?.sides[g];
        fc.pre(!s.shown[g] && side !== 0);
        const flipped = {
          ...s,
          players: s.players.map((pl, i) =>
            i === p ? { ...pl, sides: pl.sides.map((sd, j) => (j === g ? 3 - sd : sd)) } : pl,
          ),
        };
        expect(ruleOf(flipped)).toEqual(ruleOf(s));
      }),
    );
  });
});
