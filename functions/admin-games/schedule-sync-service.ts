import type { GameRecord } from '../../shared/game';
import { statusBeside } from '../../shared/game-status';
import { isLineFrozen } from '../../shared/line-freeze';
import { now } from '../lib/clock';
import { listGamesOfWeek, putGames } from '../lib/data/games-repository';
import { listTeams, putTeams } from '../lib/data/teams-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { sportsDataProvider } from '../lib/sports-data';
import type { ProviderGame } from '../lib/sports-data/provider';

/** Names and abbreviations from the provider; the conference and division stored are kept. */
export const syncTeams = async () => {
  const [teams, stored] = await Promise.all([sportsDataProvider().teams(), listTeams()]);
  const storedById = new Map(stored.map((team) => [team.id, team]));
  await putTeams(
    teams.map((team) => ({
      ...team,
      name: team.abbreviation,
      conference: storedById.get(team.id)?.conference ?? '',
      division: storedById.get(team.id)?.division ?? '',
    })),
  );
  return { message: 'Teams synced successfully from the sports data provider', count: teams.length };
};

/**
 * Game info from the provider (kickoff, teams, status) replaces what is stored, while the spread
 * and the MNF flag the admin set are kept; the provider's line only fills a game without one, and
 * never once its line froze (`lineFrozen`, judged on the stored game). Scores and Final are the
 * score sync's job, so the status is 'final' only on a completed game. Nothing is deleted, so no
 * pick is ever lost.
 */
const merge = (
  stored: GameRecord | undefined,
  incoming: ProviderGame,
  at: Date,
  lineFrozen: boolean,
): GameRecord => {
  const isCompleted = stored?.isCompleted ?? false;
  return {
    id: incoming.id,
    week: incoming.week,
    startTime: incoming.startTime,
    homeTeamId: incoming.homeTeamId,
    awayTeamId: incoming.awayTeamId,
    homeScore: stored?.homeScore ?? null,
    awayScore: stored?.awayScore ?? null,
    period: stored?.period ?? null,
    clock: stored?.clock ?? null,
    isCompleted,
    spread: stored?.spread ?? (lineFrozen ? null : incoming.spread),
    isMnfTiebreaker: stored?.isMnfTiebreaker ?? false,
    status: statusBeside(isCompleted, incoming, at),
  };
};

export const syncSchedule = async (week: number) => {
  const [stored, incoming, settings] = await Promise.all([
    listGamesOfWeek(week),
    sportsDataProvider().weekGames(week),
    readPoolSettings(),
  ]);
  const byId = new Map(stored.map((game) => [game.id, game]));
  const at = now();
  const frozen = (game: GameRecord | undefined) =>
    game !== undefined && isLineFrozen(game, stored, settings.lineFreeze, at);
  const games = incoming.map((game) => merge(byId.get(game.id), game, at, frozen(byId.get(game.id))));
  await putGames(games);
  const created = games.filter((game) => !byId.has(game.id)).length;
  return { message: `Schedule synced for Week ${week}`, created, updated: games.length - created };
};
