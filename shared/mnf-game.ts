import type { GameRecord } from './game';

const easternWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' });

export const isMondayGame = (game: Pick<GameRecord, 'startTime'>): boolean =>
  easternWeekday.format(new Date(game.startTime)) === 'Mon';

/** The week's tiebreaker game: the one flagged by the admin, else the earliest Monday game. */
export const mnfTiebreakerGame = <G extends Pick<GameRecord, 'startTime' | 'isMnfTiebreaker' | 'id'>>(
  games: readonly G[],
): G | null => {
  const flagged = games.find((game) => game.isMnfTiebreaker);
  if (flagged) return flagged;
  const mondays = games
    .filter(isMondayGame)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return mondays[0] ?? null;
};
