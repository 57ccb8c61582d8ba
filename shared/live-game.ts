import type { GameRecord } from './game';

type LiveFields = Pick<GameRecord, 'status' | 'period' | 'clock' | 'isCompleted'>;

const periodName = (period: number): string =>
  period <= 4 ? `Q${period}` : period === 5 ? 'OT' : `${period - 4}OT`;

/**
 * Where a game in progress stands, in the words of a scoreboard: "Q3 4:12", "Halftime", "End of Q1",
 * "OT 2:00", or "Live" when the provider gave no quarter. Null unless the game is in progress.
 */
export const liveClockText = (game: LiveFields): string | null => {
  if (game.isCompleted || game.status !== 'in_progress') return null;
  const { period, clock } = game;
  if (!period) return 'Live';
  const ended = !clock || clock === '0:00' || clock === '00:00';
  if (ended && period === 2) return 'Halftime';
  if (ended) return `End of ${periodName(period)}`;
  return `${periodName(period)} ${clock}`;
};

/** What a game that has kicked off says until its first score comes in. */
export const WAITING_FOR_SCORE = 'In progress, waiting for the score';

/** In progress (as the provider or the clock has it) without a score yet. */
export const isWaitingForScore = (game: LiveFields & Pick<GameRecord, 'homeScore' | 'awayScore'>): boolean =>
  liveClockText(game) !== null && (game.homeScore === null || game.awayScore === null);

/** A game is live when it is in progress and has a score to show. */
export const isLive = (game: LiveFields & Pick<GameRecord, 'homeScore' | 'awayScore'>): boolean =>
  liveClockText(game) !== null && game.homeScore !== null && game.awayScore !== null;

/** "Final", or "Final/OT" for a game decided in overtime (a final game keeps its last period only past the fourth). */
export const finalText = (game: Pick<GameRecord, 'period'>): string =>
  (game.period ?? 0) > 4 ? 'Final/OT' : 'Final';
