import type { GameRecord, GameStatus } from '../../../shared/game';

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

/**
 * A game as the provider reports it, in the stored game's terms: the id is ESPN's event id, the
 * kickoff ISO UTC, scores null until the game has started, the spread the home team's line, the
 * quarter and game clock while it is in progress (null when the provider does not say).
 */
export type ProviderGame = Pick<
  GameRecord,
  'id' | 'week' | 'startTime' | 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore' | 'spread'
> & { status: ProviderGameStatus; period: number | null; clock: string | null };

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
