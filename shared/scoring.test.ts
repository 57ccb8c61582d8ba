import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctUnder,
  coveringTeam,
  isPickCorrect,
  mnfDifference,
  type PickOutcome,
  type PushRule,
  pickOutcome,
} from './scoring';

const HOME = 1;
const AWAY = 2;
const game = (
  homeScore: number | null,
  awayScore: number | null,
  spread: string | null,
  isCompleted = true,
) => ({
  homeTeamId: HOME,
  awayTeamId: AWAY,
  homeScore,
  awayScore,
  spread,
  isCompleted,
});

describe('grading against the spread', () => {
  it('home favorite covers by winning by more than the spread', () => {
    expect(pickOutcome(game(24, 20, '-3.5'), HOME)).toBe('correct');
    expect(pickOutcome(game(24, 20, '-3.5'), AWAY)).toBe('incorrect');
  });
  it('home favorite that wins by less than the spread does not cover', () => {
    expect(pickOutcome(game(24, 21, '-3.5'), HOME)).toBe('incorrect');
    expect(pickOutcome(game(24, 21, '-3.5'), AWAY)).toBe('correct');
  });
  it('home underdog covers by losing by less than the spread (DEN -8.5 at LV, 24-17: LV covers)', () => {
    expect(pickOutcome(game(17, 24, '8.5'), HOME)).toBe('correct');
  });
  it('an exact cover is a push for both sides (PIT at CHI, CHI by 3 at -3)', () => {
    expect(pickOutcome(game(31, 28, '-3'), HOME)).toBe('push');
    expect(pickOutcome(game(31, 28, '-3'), AWAY)).toBe('push');
  });
  it('an NFL tie is graded against the spread (GB -7 at DAL, 40-40: DAL covers)', () => {
    expect(pickOutcome(game(40, 40, '7'), HOME)).toBe('correct');
    expect(pickOutcome(game(40, 40, '7'), AWAY)).toBe('incorrect');
  });
  it('a game without a line is graded straight up, and a straight-up tie pushes', () => {
    expect(pickOutcome(game(20, 17, null), HOME)).toBe('correct');
    expect(pickOutcome(game(20, 20, null), HOME)).toBe('push');
  });
  it('is pending until the game is final', () => {
    expect(pickOutcome(game(null, null, '-3'), HOME)).toBe('pending');
    expect(pickOutcome(game(21, 3, '-3', false), HOME)).toBe('pending');
  });

  it('exactly one side covers unless it is a push (property)', () => {
    fc.assert(
      fc.property(fc.nat(70), fc.nat(70), fc.integer({ min: -40, max: 40 }), (home, away, halfPoints) => {
        const g = game(home, away, String(halfPoints / 2));
        const results = [pickOutcome(g, HOME), pickOutcome(g, AWAY)];
        const covered = coveringTeam(g);
        if (covered === 'push') expect(results).toEqual(['push', 'push']);
        else expect(results.filter((r) => r === 'correct')).toHaveLength(1);
      }),
    );
  });

  it('a half-point spread never pushes (property)', () => {
    fc.assert(
      fc.property(fc.nat(70), fc.nat(70), fc.integer({ min: -20, max: 19 }), (home, away, whole) => {
        expect(coveringTeam(game(home, away, String(whole + 0.5)))).not.toBe('push');
      }),
    );
  });
});

describe('isPickCorrect', () => {
  it('counts a push by the push rule', () => {
    expect(isPickCorrect('push', 'loss')).toBe(false);
    expect(isPickCorrect('push', 'win')).toBe(true);
  });
  it('is null while pending and follows the outcome otherwise', () => {
    expect(isPickCorrect('pending', 'win')).toBeNull();
    expect(isPickCorrect('correct', 'loss')).toBe(true);
    expect(isPickCorrect('incorrect', 'win')).toBe(false);
  });
});

describe('correctUnder', () => {
  it("counts a record's pushes only when pushes count as wins", () => {
    expect(correctUnder('loss', { wins: 7, pushes: 2 })).toBe(7);
    expect(correctUnder('win', { wins: 7, pushes: 2 })).toBe(9);
  });
  it('agrees with grading the picks one by one (property)', () => {
    const outcomes = fc.array(
      fc.constantFrom('correct', 'incorrect', 'push', 'pending') as fc.Arbitrary<PickOutcome>,
    );
    fc.assert(
      fc.property(outcomes, fc.constantFrom('loss', 'win') as fc.Arbitrary<PushRule>, (picks, rule) => {
        const count = (outcome: PickOutcome) => picks.filter((pick) => pick === outcome).length;
        const graded = picks.filter((pick) => isPickCorrect(pick, rule) === true).length;
        expect(correctUnder(rule, { wins: count('correct'), pushes: count('push') })).toBe(graded);
      }),
    );
  });
});

describe('mnfDifference', () => {
  it('is the distance between the predicted and the actual total', () => {
    expect(mnfDifference(game(24, 20, '-3'), 40)).toBe(4);
    expect(mnfDifference(game(24, 20, '-3'), 50)).toBe(6);
  });
  it('is null without a prediction or a final score', () => {
    expect(mnfDifference(game(24, 20, '-3'), null)).toBeNull();
    expect(mnfDifference(game(null, null, '-3', false), 40)).toBeNull();
  });
});
