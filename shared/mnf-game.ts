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

type MovableGame = Pick<GameRecord, 'id' | 'startTime' | 'isCompleted' | 'status'>;

/** Played or being played: kicked off, and neither postponed nor canceled. */
const hasBeenPlayed = (game: MovableGame, at: Date) =>
  game.isCompleted ||
  (Date.parse(game.startTime) <= at.getTime() && game.status !== 'postponed' && game.status !== 'canceled');

/**
 * Why the week's tiebreaker may not move from one game to another now, or null when it may. A move
 * clears the totals predicted for the old game, so it waits for nothing that cannot be undone: the
 * old game must not have been played (its totals may already decide the week's ties; a postponed or
 * canceled one decides nothing), and the new one must still take predictions.
 */
export const tiebreakerMoveRefusal = (
  from: (MovableGame & { matchup: string }) | null,
  to: (MovableGame & { matchup: string }) | null,
  at: Date,
): string | null => {
  if (from?.id === to?.id) return null;
  if (from && hasBeenPlayed(from, at))
    return `${from.matchup} has kicked off: its predicted totals already break the week's ties, so the tiebreaker stays`;
  if (to && (to.isCompleted || Date.parse(to.startTime) <= at.getTime()))
    return `${to.matchup} has kicked off: nobody could predict its total any more, so the tiebreaker stays`;
  return null;
};
