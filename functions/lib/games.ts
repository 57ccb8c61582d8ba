import type { Game, GameRecord } from '../../shared/game';
import { statusBeside } from '../../shared/game-status';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { gameLockReason } from '../../shared/pick-lock';
import type { Team, TeamSummary } from '../../shared/team';
import { now } from './clock';
import { readGamesOfWeek } from './data/games-repository';
import { readTeams } from './data/teams-repository';
import { readPoolSettings } from './pool-settings';

export type TeamsById = Map<number, Team>;

const teamMaps = new WeakMap<readonly Team[], TeamsById>();

/** The teams by id, built once per version of the teams this process read. */
export const teamsById = async (): Promise<TeamsById> => {
  const { value: teams } = await readTeams();
  let byId = teamMaps.get(teams);
  if (!byId) {
    byId = new Map(teams.map((team) => [team.id, team]));
    teamMaps.set(teams, byId);
  }
  return byId;
};

export const teamSummary = (teams: TeamsById, id: number): TeamSummary => {
  const team = teams.get(id);
  return { displayName: team?.displayName ?? `Team ${id}`, abbreviation: team?.abbreviation ?? String(id) };
};

const byKickoff = (a: GameRecord, b: GameRecord) =>
  a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);

/**
 * Games as the API shows them: by kickoff, with team names, the effective MNF tiebreaker (the
 * flagged game, else the earliest Monday game) and the server's lock verdict at `now`. A game that has
 * kicked off by `now` is in progress, whatever the provider last said: until its first score comes
 * in it reads "in progress, waiting for the score", never "scheduled".
 */
export const presentGames = (
  games: readonly GameRecord[],
  teams: TeamsById,
  now: Date,
  picksEnabled: boolean,
): Game[] => {
  const mnfGameId = mnfTiebreakerGame(games)?.id;
  return [...games].sort(byKickoff).map((game) => ({
    ...game,
    ...(!game.status || game.status === 'scheduled'
      ? { status: statusBeside(game.isCompleted, game, now) }
      : {}),
    gameTime: game.startTime,
    isMnfTiebreaker: game.id === mnfGameId,
    homeTeam: teamSummary(teams, game.homeTeamId),
    awayTeam: teamSummary(teams, game.awayTeamId),
    lockReason: gameLockReason(game, now, picksEnabled),
  }));
};

/**
 * GET /api/games/week/{week}: the week's games as presented at the pool's clock. One batched read
 * of the week's, the teams' and the settings' versions while this process holds them.
 */
export const gamesOfWeek = async (week: number): Promise<Game[]> => {
  const [games, teams, settings] = await Promise.all([
    readGamesOfWeek(week),
    teamsById(),
    readPoolSettings(),
  ]);
  return presentGames(games, teams, now(), settings.picksEnabled);
};

export const hasStarted = (game: Pick<GameRecord, 'startTime' | 'isCompleted'>, now: Date): boolean =>
  game.isCompleted || Date.parse(game.startTime) <= now.getTime();
