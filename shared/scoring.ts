import type { GameRecord } from './game';
import { homeLine } from './spread';

export const pushRules = ['loss', 'win'] as const;
export type PushRule = (typeof pushRules)[number];
export const DEFAULT_PUSH_RULE: PushRule = 'loss';

/** How a pick came out against the spread; `pending` until the game is final. */
export type PickOutcome = 'correct' | 'incorrect' | 'push' | 'pending';

/** How a pick's outcome reads wherever it is named (legend, cell labels, downloads). */
export const pickOutcomeLabels: Record<PickOutcome, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  push: 'Push',
  pending: 'Pending',
};

type ScoredGame = Pick<
  GameRecord,
  'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore' | 'isCompleted' | 'spread'
>;

/** The home spread as a number; a game without a line is graded straight up (spread 0). */
export const homeSpread = (game: Pick<GameRecord, 'spread'>): number => homeLine(game.spread) ?? 0;

/**
 * Which side covered: the home team covers when home margin + home spread > 0, the away team when
 * it is < 0, and an exact 0 is a push. An NFL tie is graded like any other score.
 */
export const coveringTeam = (game: ScoredGame): number | 'push' | null => {
  if (!game.isCompleted || game.homeScore === null || game.awayScore === null) return null;
  const cover = game.homeScore - game.awayScore + homeSpread(game);
  if (cover === 0) return 'push';
  return cover > 0 ? game.homeTeamId : game.awayTeamId;
};

export const pickOutcome = (game: ScoredGame, pickedTeamId: number): PickOutcome => {
  const covered = coveringTeam(game);
  if (covered === null) return 'pending';
  if (covered === 'push') return 'push';
  return covered === pickedTeamId ? 'correct' : 'incorrect';
};

/** isCorrect as stored: null while pending; a push counts by the pool's push rule. */
export const isPickCorrect = (outcome: PickOutcome, pushRule: PushRule): boolean | null => {
  if (outcome === 'pending') return null;
  if (outcome === 'push') return pushRule === 'win';
  return outcome === 'correct';
};

/**
 * Correct picks as the push rule counts them, from a graded record: its covers, plus its pushes
 * when pushes count as wins. Boards derive it at read time, so a change of the rule shows at once.
 */
export const correctUnder = (pushRule: PushRule, record: { wins: number; pushes: number }): number =>
  record.wins + (pushRule === 'win' ? record.pushes : 0);

/** |predicted total - actual total|, or null until the game is final or without a prediction. */
export const mnfDifference = (
  game: Pick<GameRecord, 'homeScore' | 'awayScore' | 'isCompleted'>,
  predictedTotal: number | null | undefined,
): number | null => {
  if (predictedTotal === null || predictedTotal === undefined) return null;
  if (!game.isCompleted || game.homeScore === null || game.awayScore === null) return null;
  return Math.abs(predictedTotal - (game.homeScore + game.awayScore));
};
