import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_WEEK, LAST_WEEK } from '../../../shared/game';
import { replayAt } from '../../../shared/game-replay';
import { parseSeasonGames, parseTeams, type SeasonGame } from '../../../shared/season-file';
import { ProviderError, type ProviderGame, type ProviderTeam, type SportsDataProvider } from './provider';

/**
 * The bundled season file as a provider (the offline default): the real schedule, closing spreads
 * and scores, revealed as the clock passes. A scored game is replayed from kickoff (shared/game-replay:
 * quarters, a halftime, a game clock, scoring plays towards the real score, overtime when it had one)
 * and is final 3 h 15 min after kickoff (3 h 50 min after overtime). A started game without a score
 * in the file stays in progress without one.
 */
export interface SeasonFileProviderOptions {
  /** The folder holding nfl-teams.csv and nfl-<season>-regular-season.csv. */
  dataDir: string;
  now: () => Date;
  /** The season year of the games file; 2025 is the one bundled. */
  season?: number;
}

export interface SeasonFileProvider extends SportsDataProvider {
  name: 'season-file';
  /** Every game of the season as of now(), for checks and seeding. */
  allGames(): Promise<ProviderGame[]>;
}

export const TEAMS_FILE = 'nfl-teams.csv';
export const seasonGamesFile = (season: number): string => `nfl-${season}-regular-season.csv`;

interface SeasonData {
  teams: ProviderTeam[];
  games: SeasonGame[];
}

const gameAt = (game: SeasonGame, now: Date): ProviderGame => ({
  id: game.id,
  week: game.week,
  startTime: game.startTime,
  homeTeamId: game.homeTeamId,
  awayTeamId: game.awayTeamId,
  spread: game.spread,
  ...replayAt(game, now),
});

export const createSeasonFileProvider = ({
  dataDir,
  now,
  season = 2025,
}: SeasonFileProviderOptions): SeasonFileProvider => {
  let loading: Promise<SeasonData> | undefined;

  /** The file's name only: the folder and the system's own words stay in the cause, for the log. */
  const read = async (file: string): Promise<string> => {
    try {
      return await readFile(path.join(dataDir, file), 'utf8');
    } catch (error) {
      const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      throw new ProviderError(`the season file ${file} ${missing ? 'is missing' : 'cannot be read'}`, error);
    }
  };

  const load = async (): Promise<SeasonData> => {
    const [teamsCsv, gamesCsv] = await Promise.all([read(TEAMS_FILE), read(seasonGamesFile(season))]);
    try {
      const seasonTeams = parseTeams(teamsCsv);
      const games = parseSeasonGames(gamesCsv, seasonTeams);
      const teams = seasonTeams.map(({ id, abbreviation, displayName, location, nickname }) => ({
        id,
        abbreviation,
        displayName,
        location,
        nickname,
      }));
      return { teams, games };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError(`The season file of ${season} does not parse: ${reason}`, error);
    }
  };

  /** Read once; a failed read is not cached, so the next call tries again. */
  const data = (): Promise<SeasonData> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    name: 'season-file',

    async teams() {
      return (await data()).teams.map((team) => ({ ...team }));
    },

    async weekGames(week: number) {
      if (!Number.isInteger(week) || week < FIRST_WEEK || week > LAST_WEEK) {
        throw new RangeError(`Not a regular-season week: ${week}`);
      }
      const at = now();
      return (await data()).games.filter((game) => game.week === week).map((game) => gameAt(game, at));
    },

    async allGames() {
      const at = now();
      return (await data()).games.map((game) => gameAt(game, at));
    },
  };
};
