import type { Game } from '@shared/game';

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
/** Game cards show their own countdown only this close to kickoff. */
const CARD_COUNTDOWN_MS = MINUTES_PER_DAY * MINUTE_MS;

type Lockable = Pick<Game, 'startTime' | 'lockReason'>;
type Matchup = Lockable & Pick<Game, 'awayTeam' | 'homeTeam'>;

/**
 * The time left before a lock, in whole minutes rounded up so it reads right at each minute's tick:
 * "2 d 4 h", "8 h 15 min", "42 min", or "less than a minute".
 */
export const formatTimeLeft = (ms: number): string => {
  if (ms < MINUTE_MS) return 'less than a minute';
  const minutes = Math.ceil(ms / MINUTE_MS);
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
};

const timeLeft = (game: Lockable, nowMs: number) => Date.parse(game.startTime) - nowMs;

/** Still taking picks and not yet kicked off by the server's clock. */
const opensUntilKickoff = (game: Lockable, nowMs: number) =>
  game.lockReason === null && timeLeft(game, nowMs) > 0;

/**
 * The page's line on the next open game to lock, e.g. "Next lock in 8 h 15 min: ATL @ TB", naming how
 * many more lock with it; null when no open game is left to lock.
 */
export const nextLockText = (games: readonly Matchup[], nowMs: number): string | null => {
  const open = games.filter((game) => opensUntilKickoff(game, nowMs));
  const first = open.reduce<Matchup | undefined>(
    (soonest, game) => (soonest && timeLeft(soonest, nowMs) <= timeLeft(game, nowMs) ? soonest : game),
    undefined,
  );
  if (!first) return null;
  const together = open.filter((game) => game.startTime === first.startTime).length - 1;
  const more = together > 0 ? ` and ${together} more ${together === 1 ? 'game' : 'games'}` : '';
  const matchup = `${first.awayTeam.abbreviation} @ ${first.homeTeam.abbreviation}`;
  return `Next lock in ${formatTimeLeft(timeLeft(first, nowMs))}: ${matchup}${more}`;
};

/** A game card's "Locks in 3 h 12 min" within a day of its kickoff while it takes picks, else null. */
export const cardLockText = (game: Lockable, nowMs: number): string | null =>
  opensUntilKickoff(game, nowMs) && timeLeft(game, nowMs) <= CARD_COUNTDOWN_MS
    ? `Locks in ${formatTimeLeft(timeLeft(game, nowMs))}`
    : null;
