import { createHash } from 'node:crypto';
import type { PickRecord, PredictionRecord } from '../../functions/lib/data/picks-repository';
import type { GameRecord } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { homeLine } from '../../shared/spread';

/** A stable number in [0, 1) for a seed text, so the demo pool is the same on every machine. */
const chance = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Every demo player's picks and MNF total for the weeks already played at the clock: each player
 * leans to favorites or underdogs by their own measure, so the standings spread out.
 */
export const demoPicks = (userIds: string[], games: GameRecord[], at: Date) => {
  const played = games.filter((game) => Date.parse(game.startTime) < at.getTime());
  const weeks = [...new Set(played.map((game) => game.week))];
  const picks: PickRecord[] = [];
  const predictions: PredictionRecord[] = [];
  for (const userId of userIds) {
    const favoriteLean = 0.3 + 0.4 * chance(`lean:${userId}`);
    for (const game of played) {
      const homeFavored = (homeLine(game.spread) ?? 0) <= 0;
      const takesFavorite = chance(`${userId}:${game.id}`) < favoriteLean;
      picks.push({
        userId,
        gameId: game.id,
        week: game.week,
        pickedTeamId: takesFavorite === homeFavored ? game.homeTeamId : game.awayTeamId,
        isCorrect: null,
        lockAt: game.startTime,
        line: game.spread,
        updatedAt: game.startTime,
      });
    }
    for (const week of weeks) {
      const mnf = mnfTiebreakerGame(played.filter((game) => game.week === week));
      if (!mnf) continue;
      predictions.push({
        userId,
        gameId: mnf.id,
        week,
        predictedTotal: 30 + Math.floor(chance(`mnf:${userId}:${week}`) * 30),
        lockAt: mnf.startTime,
        updatedAt: mnf.startTime,
      });
    }
  }
  return { picks, predictions, weeks };
};
