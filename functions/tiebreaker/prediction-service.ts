import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { gameLockReason, mnfLockMessages } from '../../shared/pick-lock';
import type { MnfPrediction, MnfPredictionInput } from '../../shared/schemas/picks';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { putPrediction, readPlayerWeek } from '../lib/data/picks-repository';
import { invalid, locked, playerRemoved } from '../lib/domain-errors';
import { readPoolSettings } from '../lib/pool-settings';

/** The player's Monday-night total of the week, with the total a move of the tiebreaker cleared, if any. */
export const playerPrediction = async (userId: string, week: number): Promise<MnfPrediction | null> => {
  const { prediction } = await readPlayerWeek(week, userId);
  if (!prediction) return null;
  const { gameId, predictedTotal, cleared } = prediction;
  return {
    gameId,
    week,
    predictedTotal,
    ...(cleared ? { cleared: { gameId: cleared.gameId, predictedTotal: cleared.predictedTotal } } : {}),
  };
};

/** Saves the Monday-night total for the week's tiebreaker game while that game takes picks. */
export const savePrediction = async (player: User, input: MnfPredictionInput): Promise<MnfPrediction> => {
  const at = now();
  const [games, settings] = await Promise.all([
    listGamesOfWeek(input.week, { consistent: true }),
    readPoolSettings(),
  ]);
  const game = mnfTiebreakerGame(games);
  if (!game) throw invalid('No Monday Night Football game found for this week');
  if (game.id !== input.gameId) throw invalid("That game is not this week's Monday night tiebreaker");
  const lock = gameLockReason(game, at, settings.picksEnabled);
  if (lock) throw locked(mnfLockMessages[lock]);
  const { saved, retired } = await putPrediction(
    {
      userId: player.id,
      gameId: game.id,
      week: input.week,
      predictedTotal: input.predictedTotal,
      lockAt: game.startTime,
      updatedAt: at.toISOString(),
    },
    at,
  );
  if (retired) throw playerRemoved();
  if (!saved) throw locked(mnfLockMessages.started);
  return { gameId: game.id, week: input.week, predictedTotal: input.predictedTotal };
};
