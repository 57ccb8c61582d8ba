import type { GameRecord } from '../../shared/game';
import { now } from '../lib/clock';
import { deleteGame, getGame, listGamesOfWeek, putGame, putGames } from '../lib/data/games-repository';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { forbidden, notFound } from '../lib/http/errors';

const gameOrNotFound = async (id: string): Promise<GameRecord> => {
  const game = await getGame(id);
  if (!game) throw notFound('Game not found');
  return game;
};

/** A line changes only before kickoff, so nobody's pick is graded against a line they never saw. */
export const updateSpread = async (id: string, spread: number | null): Promise<GameRecord> => {
  const game = await gameOrNotFound(id);
  if (game.isCompleted || Date.parse(game.startTime) <= now().getTime()) {
    throw forbidden('The spread cannot change after kickoff');
  }
  const updated = { ...game, spread: spread === null ? null : String(spread === 0 ? 0 : spread) };
  await putGame(updated);
  return updated;
};

/** Deletes the game and re-grades its week without it; players' picks of it stay stored. */
export const removeGame = async (id: string) => {
  const game = await gameOrNotFound(id);
  await deleteGame(game);
  await gradeStoredWeek(game.week);
  return { message: 'Game deleted', id };
};

/** Flags one game as the week's Monday-night tiebreaker (and no other), or clears the flag. */
export const setMnfTiebreaker = async (id: string, isMnfTiebreaker: boolean): Promise<GameRecord> => {
  const game = await gameOrNotFound(id);
  const week = await listGamesOfWeek(game.week);
  const changed = week
    .map((candidate) => ({
      ...candidate,
      isMnfTiebreaker:
        candidate.id === id ? isMnfTiebreaker : isMnfTiebreaker ? false : candidate.isMnfTiebreaker,
    }))
    .filter((candidate, i) => candidate.isMnfTiebreaker !== week[i]?.isMnfTiebreaker);
  await putGames(changed);
  await gradeStoredWeek(game.week);
  return { ...game, isMnfTiebreaker };
};
