import type { GameRecord } from './game';
import { homeLine } from './spread';
import { type SurvivorEntryRecord, usedTeamIds } from './survivor';
import type { DefaultPick } from './user';

/**
 * The side a player's default pick takes in a game (spec section 5): home, away, the favorite (home
 * when the home line is below 0, else away) or the underdog (the other side).
 */
export const defaultPickSide = (
  defaultPick: DefaultPick,
  game: Pick<GameRecord, 'homeTeamId' | 'awayTeamId' | 'spread'>,
): number => {
  const homeFavored = (homeLine(game.spread) ?? 0) < 0;
  switch (defaultPick) {
    case 'home':
      return game.homeTeamId;
    case 'away':
      return game.awayTeamId;
    case 'favorite':
      return homeFavored ? game.homeTeamId : game.awayTeamId;
    case 'underdog':
      return homeFavored ? game.awayTeamId : game.homeTeamId;
  }
};

/** A game still open for an assignment: not final and not kicked off by the pool clock. */
export const isOpenForAutoPick = (game: Pick<GameRecord, 'isCompleted' | 'startTime'>, at: Date): boolean =>
  !game.isCompleted && Date.parse(game.startTime) > at.getTime();

/**
 * Every team of the week's open games, the biggest favorite first: by the team's own line (the
 * home line for the home side, its negative for the away side), games without a line last.
 */
export const favoritesFirst = (games: readonly GameRecord[], at: Date): number[] =>
  games
    .filter((game) => isOpenForAutoPick(game, at))
    .flatMap((game) => {
      const line = homeLine(game.spread);
      return [
        { teamId: game.homeTeamId, line: line ?? Number.POSITIVE_INFINITY },
        { teamId: game.awayTeamId, line: line === null ? Number.POSITIVE_INFINITY : -line },
      ];
    })
    .sort((a, b) => a.line - b.line || a.teamId - b.teamId)
    .map((side) => side.teamId);

/**
 * The team the Sunday auto-pick gives an entry for the week: the biggest favorite it has not used
 * whose game has not kicked off; null when the entry needs nothing (out, not started yet, already
 * picked) or no team is left.
 */
export const autoSurvivorTeam = (
  entry: Pick<SurvivorEntryRecord, 'picks' | 'isEliminated' | 'firstWeek'>,
  week: number,
  games: readonly GameRecord[],
  at: Date,
): number | null => {
  if (entry.isEliminated || week < entry.firstWeek || entry.picks[week]) return null;
  const used = usedTeamIds(entry);
  return favoritesFirst(games, at).find((teamId) => !used.has(teamId)) ?? null;
};
