import type { Game, PickSplit } from '@shared/game';

export interface SplitLeader {
  abbreviation: string;
  percent: number;
}

/** The side most of the pool took (home on a dead heat), or null when nobody picked the game. */
export const splitLeader = (
  game: Pick<Game, 'homeTeam' | 'awayTeam'>,
  split: PickSplit | undefined,
): SplitLeader | null => {
  if (!split || split.homeCount + split.awayCount === 0) return null;
  return split.awayPercent > split.homePercent
    ? { abbreviation: game.awayTeam.abbreviation, percent: split.awayPercent }
    : { abbreviation: game.homeTeam.abbreviation, percent: split.homePercent };
};

/** "64% took KC", or null without picks. */
export const splitSentence = (game: Pick<Game, 'homeTeam' | 'awayTeam'>, split: PickSplit | undefined) => {
  const leader = splitLeader(game, split);
  return leader && `${leader.percent}% took ${leader.abbreviation}`;
};
