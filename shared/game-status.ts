import type { GameRecord, GameStatus } from './game';

/**
 * The status stored beside `isCompleted`: 'final' exactly when the game is completed. A game not
 * completed keeps a postponement or cancellation; otherwise the clock says in progress or scheduled.
 */
export const statusBeside = (
  isCompleted: boolean,
  game: Pick<GameRecord, 'startTime' | 'status'>,
  now: Date,
): GameStatus => {
  if (isCompleted) return 'final';
  if (game.status === 'postponed' || game.status === 'canceled') return game.status;
  return Date.parse(game.startTime) <= now.getTime() ? 'in_progress' : 'scheduled';
};
