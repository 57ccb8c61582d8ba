import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GameRecord } from '../../../shared/game';
import { FIRST_WEEK, LAST_WEEK } from '../../../shared/game';
import { parseSeasonGames, parseTeams } from '../../../shared/season-file';
import { ProviderError, type ProviderGame, type ProviderTeam, type SportsDataProvider } from './provider';

/**
 * The bundled season file as a provider (the offline default): the real schedule, closing spreads
 * and scores, revealed as the clock passes. A scored game is final 3 h 15 min after kickoff; before
 * that it plays out: quarters, a halftime, a game clock and a score that grows in proportion to the
 * minutes played towards the real final score. A started game without a score in the file stays in
 * progress without one.
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

const MINUTE_MS = 60 * 1000;
/** How long after kickoff a scored game in the file is final. */
const GAME_LENGTH_MS = 195 * MINUTE_MS;

/** The real minutes after kickoff at which each quarter starts and ends (halftime between 80 and 100). */
const QUARTERS: ReadonlyArray<readonly [number, number]> = [
  [0, 40],
  [40, 80],
  [100, 145],
  [145, 195],
];
const QUARTER_MINUTES = 15;

const clockText = (secondsLeft: number): string =>
  `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;

/** Where a game stands `elapsed` ms after kickoff: its quarter, clock and the share of the game played. */
const gameProgress = (elapsedMs: number): { period: number; clock: string; played: number } => {
  const minute = elapsedMs / MINUTE_MS;
  const quarter = QUARTERS.findLastIndex(([start]) => minute >= start);
  const [start, end] = QUARTERS[quarter] as readonly [number, number];
  const share = Math.min(1, (minute - start) / (end - start));
  const secondsLeft = Math.round((1 - share) * QUARTER_MINUTES * 60);
  return { period: quarter + 1, clock: clockText(secondsLeft), played: (quarter + share) / QUARTERS.length };
};

export const TEAMS_FILE = 'nfl-teams.csv';
export const seasonGamesFile = (season: number): string => `nfl-${season}-regular-season.csv`;

interface SeasonData {
  teams: ProviderTeam[];
  games: GameRecord[];
}

const gameAt = (game: GameRecord, now: Date): ProviderGame => {
  const elapsed = now.getTime() - new Date(game.startTime).getTime();
  const base = {
    id: game.id,
    week: game.week,
    startTime: game.startTime,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    spread: game.spread,
  };
  const idle = { homeScore: null, awayScore: null, period: null, clock: null };
  if (elapsed < 0) return { ...base, ...idle, status: 'scheduled' };
  if (game.homeScore === null || game.awayScore === null) return { ...base, ...idle, status: 'in_progress' };
  if (elapsed >= GAME_LENGTH_MS) {
    return {
      ...base,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      period: null,
      clock: null,
      status: 'final',
    };
  }
  const { period, clock, played } = gameProgress(elapsed);
  return {
    ...base,
    homeScore: Math.round(game.homeScore * played),
    awayScore: Math.round(game.awayScore * played),
    period,
    clock,
    status: 'in_progress',
  };
};

export const createSeasonFileProvider = ({
  dataDir,
  now,
  season = 2025,
}: SeasonFileProviderOptions): SeasonFileProvider => {
  let loading: Promise<SeasonData> | undefined;

  const read = async (file: string): Promise<string> => {
    try {
      return await readFile(path.join(dataDir, file), 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderError(`The season file ${file} cannot be read: ${reason}`, error);
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
