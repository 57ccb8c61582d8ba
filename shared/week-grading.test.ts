import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from './game';
import { gradeWeek } from './week-grading';

const game = (id: string, startTime: string, score: [number, number] | null, spread: string): GameRecord => ({
  id,
  week: 12,
  startTime,
  homeTeamId: Number(id) * 2,
  awayTeamId: Number(id) * 2 + 1,
  homeScore: score?.[0] ?? null,
  awayScore: score?.[1] ?? null,
  isCompleted: score !== null,
  spread,
  isMnfTiebreaker: false,
});

// Sunday games and a Monday night game (Monday 20:15 Eastern = Tuesday 01:15 UTC).
const games = [
  game('1', '2025-11-23T18:00:00.000Z', [24, 20], '-3.5'),
  game('2', '2025-11-23T18:00:00.000Z', [31, 28], '-3'),
  game('3', '2025-11-25T01:15:00.000Z', [27, 17], '-7'),
  game('4', '2025-11-23T21:25:00.000Z', null, '2.5'),
];
const pick = (userId: string, gameId: string, pickedTeamId: number) => ({
  userId,
  gameId,
  pickedTeamId,
  isCorrect: null,
});

describe('gradeWeek', () => {
  const picks = [
    pick('ann', '1', 2),
    pick('ann', '2', 4),
    pick('ann', '3', 6),
    pick('ann', '4', 8),
    pick('bo', '1', 3),
  ];
  const predictions = [
    { userId: 'ann', gameId: '3', predictedTotal: 40 },
    { userId: 'bo', gameId: '3', predictedTotal: 47 },
  ];

  it('grades covers, pushes by the push rule, and leaves unfinished games pending', () => {
    const { picks: graded, results } = gradeWeek(games, picks, predictions, 'loss');
    expect(graded.map((p) => [p.gameId, p.outcome, p.isCorrect])).toEqual([
      ['1', 'correct', true],
      ['2', 'push', false],
      ['3', 'correct', true],
      ['4', 'pending', null],
      ['1', 'incorrect', false],
    ]);
    expect(results.find((r) => r.userId === 'ann')).toEqual({
      userId: 'ann',
      correctPicks: 2,
      totalPicks: 4,
      wins: 2,
      losses: 0,
      pushes: 1,
      gradedPicks: 3,
      predictedTotal: 40,
      actualTotal: 44,
      mnfDifference: 4,
    });
    expect(results.find((r) => r.userId === 'bo')).toMatchObject({ correctPicks: 0, mnfDifference: 3 });
  });

  it('counts a push as a win under the win rule', () => {
    const { results } = gradeWeek(games, picks, predictions, 'win');
    expect(results.find((r) => r.userId === 'ann')?.correctPicks).toBe(3);
  });

  it('no longer counts a pick of a game that was deleted', () => {
    const { results } = gradeWeek(games.slice(1), picks, predictions, 'loss');
    expect(results.find((r) => r.userId === 'ann')).toMatchObject({ totalPicks: 3, correctPicks: 1 });
  });

  it('counts a total only for the game it was predicted for: once the tiebreaker moves, an old total breaks no tie', () => {
    const moved = games.map((candidate) => ({ ...candidate, isMnfTiebreaker: candidate.id === '2' }));
    const { results } = gradeWeek(
      moved,
      picks,
      [...predictions, { userId: 'cy', gameId: '2', predictedTotal: 50 }],
      'loss',
    );
    expect(results.find((r) => r.userId === 'ann')).toMatchObject({
      predictedTotal: null,
      mnfDifference: null,
    });
    expect(results.find((r) => r.userId === 'bo')).toMatchObject({
      predictedTotal: null,
      mnfDifference: null,
    });
    expect(results.find((r) => r.userId === 'cy')).toMatchObject({ predictedTotal: 50, mnfDifference: 9 });
  });

  it('reports only the picks whose grade changed', () => {
    const first = gradeWeek(games, picks, predictions, 'loss');
    expect(first.changed).toHaveLength(4);
    const again = gradeWeek(games, first.picks, predictions, 'loss');
    expect(again.changed).toHaveLength(0);
  });

  it('re-grading after a score correction equals grading once (property)', () => {
    const scores = fc.tuple(fc.nat(50), fc.nat(50));
    fc.assert(
      fc.property(scores, scores, fc.constantFrom('loss' as const, 'win' as const), (before, after, rule) => {
        const withScore = (score: [number, number]) => [
          game('1', '2025-11-23T18:00:00.000Z', score, '-3'),
          ...games.slice(1),
        ];
        const gradedBefore = gradeWeek(withScore(before), picks, predictions, rule).picks;
        const regraded = gradeWeek(withScore(after), gradedBefore, predictions, rule);
        const once = gradeWeek(withScore(after), picks, predictions, rule);
        expect(regraded.picks.map((p) => p.isCorrect)).toEqual(once.picks.map((p) => p.isCorrect));
        expect(regraded.results).toEqual(once.results);
      }),
    );
  });
});
