import type { GameStatus } from '../../../shared/game';

/**
 * The sports data provider: teams, and the schedule with scores of a week. Two implementations:
 * the ESPN site API over HTTP and the bundled 2025 season file (the offline default).
 */
export type ProviderName = 'espn' | 'season-file';

export interface ProviderTeam {
  /** ESPN's numeric team id (1-30, 33, 34). */
  id: number;
  abbreviation: string;
  displayName: string;
  location: string;
  nickname: string;
}

/** The provider's status is the one the app stores on a game. */
export type ProviderGameStatus = GameStatus;

export interface ProviderGame {
  /** ESPN's event id (the app's game id). */
  id: string;
  week: number;
  /** Kickoff, ISO UTC. */
  startTime: string;
  homeTeamId: number;
  awayTeamId: number;
  /** Null until the game has started. */
  homeScore: number | null;
  awayScore: number | null;
  status: ProviderGameStatus;
  /** The home team's line in the app's convention (negative = home favored), or null. */
  spread: string | null;
}

export interface SportsDataProvider {
  name: ProviderName;
  teams(): Promise<ProviderTeam[]>;
  weekGames(week: number): Promise<ProviderGame[]>;
}

/** The provider is down, slow, or answered something that is not what it should be. */
export class ProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
