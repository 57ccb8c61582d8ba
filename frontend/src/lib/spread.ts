import type { Game } from '@shared/game';
import { homeLine } from '@shared/spread';

type Lined = Pick<Game, 'spread' | 'homeTeam' | 'awayTeam'>;

/** The line from the favourite's side: "KC -3.5", "PK" for a pick'em, "No line" without one. */
export const favoriteLine = (game: Lined): string => {
  const line = homeLine(game.spread);
  if (line === null) return 'No line';
  if (line === 0) return 'PK';
  return line < 0 ? `${game.homeTeam.abbreviation} ${line}` : `${game.awayTeam.abbreviation} -${line}`;
};

/** One team's own line: "-3.5", "+3.5", "PK", or null without a line. */
export const teamLine = (spread: string | null, side: 'home' | 'away'): string | null => {
  const line = homeLine(spread);
  if (line === null) return null;
  if (line === 0) return 'PK';
  const own = side === 'home' ? line : -line;
  return own > 0 ? `+${own}` : String(own);
};
