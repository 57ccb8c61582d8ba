import type { GameRecord } from './game';
import { mnfTiebreakerGame } from './mnf-game';
import { isPickCorrect, mnfDifference, type PickOutcome, type PushRule, pickOutcome } from './scoring';

export interface GradablePick {
  userId: string;
  gameId: string;
  pickedTeamId: number;
  isCorrect: boolean | null;
}

export interface GradablePrediction {
  userId: string;
  /** The tiebreaker game the total was predicted for; it counts only while that game is the tiebreaker. */
  gameId: string;
  predictedTotal: number | null;
}

export interface PlayerWeekResult {
  userId: string;
  correctPicks: number;
  totalPicks: number;
  /** Picks that covered and picks that did not; pushes apart (whatever the push rule counts them as). */
  wins: number;
  losses: number;
  pushes: number;
  gradedPicks: number;
  predictedTotal: number | null;
  actualTotal: number | null;
  mnfDifference: number | null;
}

export interface WeekGrade<P extends GradablePick> {
  /** Every pick with isCorrect as the current scores say. */
  picks: (P & { outcome: PickOutcome })[];
  /** Only the picks whose stored isCorrect is now different: what grading has to write. */
  changed: P[];
  results: PlayerWeekResult[];
}

/**
 * Grades a week from its games, picks and MNF predictions. Pure and idempotent: grading the graded
 * output again changes nothing, whatever the scores were before.
 */
export const gradeWeek = <P extends GradablePick>(
  games: readonly GameRecord[],
  picks: readonly P[],
  predictions: readonly GradablePrediction[],
  pushRule: PushRule,
): WeekGrade<P> => {
  const gameById = new Map(games.map((game) => [game.id, game]));
  const mnfGame = mnfTiebreakerGame(games);
  // A pick of a game the admin deleted no longer counts.
  const counted = picks.filter((pick) => gameById.has(pick.gameId));
  const graded = counted.map((pick) => {
    const game = gameById.get(pick.gameId) as GameRecord;
    const outcome: PickOutcome = pickOutcome(game, pick.pickedTeamId);
    return { ...pick, outcome, isCorrect: isPickCorrect(outcome, pushRule) };
  });
  const changed = graded
    .filter((pick, i) => pick.isCorrect !== counted[i]?.isCorrect)
    .map(({ outcome, ...pick }) => pick as unknown as P);

  const results = new Map<string, PlayerWeekResult>();
  const resultOf = (userId: string) => {
    let result = results.get(userId);
    if (!result) {
      result = {
        userId,
        correctPicks: 0,
        totalPicks: 0,
        wins: 0,
        losses: 0,
        pushes: 0,
        gradedPicks: 0,
        predictedTotal: null,
        actualTotal: null,
        mnfDifference: null,
      };
      results.set(userId, result);
    }
    return result;
  };
  for (const pick of graded) {
    const result = resultOf(pick.userId);
    result.totalPicks += 1;
    if (pick.isCorrect) result.correctPicks += 1;
    if (pick.outcome === 'correct') result.wins += 1;
    if (pick.outcome === 'incorrect') result.losses += 1;
    if (pick.outcome === 'push') result.pushes += 1;
    if (pick.outcome !== 'pending') result.gradedPicks += 1;
  }
  const actualTotal =
    mnfGame?.isCompleted && mnfGame.homeScore !== null && mnfGame.awayScore !== null
      ? mnfGame.homeScore + mnfGame.awayScore
      : null;
  for (const prediction of predictions) {
    if (prediction.gameId !== mnfGame?.id) continue;
    const result = resultOf(prediction.userId);
    result.predictedTotal = prediction.predictedTotal;
    result.actualTotal = actualTotal;
    result.mnfDifference = mnfGame ? mnfDifference(mnfGame, prediction.predictedTotal) : null;
  }
  return { picks: graded, changed, results: [...results.values()] };
};
