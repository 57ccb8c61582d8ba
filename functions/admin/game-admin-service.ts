import { easternMomentText } from '../../shared/eastern-time';
import type { GameRecord } from '../../shared/game';
import { isLineFrozen, lineFreezesAt } from '../../shared/line-freeze';
import { now } from '../lib/clock';
import { deleteGame, getGame, listGamesOfWeek, putGame, putGames } from '../lib/data/games-repository';
import { conflict, locked, notFound } from '../lib/domain-errors';
import { teamSummary, teamsById } from '../lib/games';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { readPoolSettings } from '../lib/pool-settings';

const gameOrNotFound = async (id: string): Promise<GameRecord> => {
  const game = await getGame(id);
  if (!game) throw notFound('Game not found');
  return game;
};

/**
 * A line changes only before kickoff, so nobody's pick is graded against a line they never saw, and
 * only until it freezes by the pool's rule (at a fixed time of the week, which may be earlier).
 */
export const updateSpread = async (id: string, spread: number | null): Promise<GameRecord> => {
  const game = await gameOrNotFound(id);
  const at = now();
  if (game.isCompleted || Date.parse(game.startTime) <= at.getTime()) {
    throw locked('The spread cannot change after kickoff');
  }
  const [week, settings, teams] = await Promise.all([
    listGamesOfWeek(game.week),
    readPoolSettings(),
    teamsById(),
  ]);
  if (isLineFrozen(game, week, settings.lineFreeze, at)) {
    const matchup = `${teamSummary(teams, game.awayTeamId).abbreviation} at ${teamSummary(teams, game.homeTeamId).abbreviation}`;
    const frozeAt = easternMomentText(lineFreezesAt(game, week, settings.lineFreeze));
    throw conflict(`The line of ${matchup} froze at ${frozeAt}`);
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
