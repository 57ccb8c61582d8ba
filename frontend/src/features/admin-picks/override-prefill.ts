import { defaultPickSide } from '@shared/auto-pick';
import type { GameRecord } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import type { DefaultPick } from '@shared/user';

type PrefillGame = Pick<GameRecord, 'id' | 'homeTeamId' | 'awayTeamId' | 'spread'>;

/** A game's team as the override dialog opens, and whether it is the player's saved pick. */
export interface PrefilledPick {
  teamId: number;
  saved: boolean;
}

/**
 * Each game's starting choice in the override dialog (spec section 5): the player's saved pick,
 * else their default pick: home, away, the favorite (home when the spread is below 0, else away) or
 * the underdog (the other side).
 */
export const overridePrefill = (
  games: readonly PrefillGame[],
  savedPicks: readonly Pick<WeeklyPick, 'gameId' | 'pickedTeamId'>[],
  defaultPick: DefaultPick,
): Record<string, PrefilledPick> => {
  const saved = new Map(savedPicks.map((pick) => [pick.gameId, pick.pickedTeamId]));
  return Object.fromEntries(
    games.map((game) => {
      const savedTeam = saved.get(game.id);
      return [
        game.id,
        savedTeam === undefined
          ? { teamId: defaultPickSide(defaultPick, game), saved: false }
          : { teamId: savedTeam, saved: true },
      ];
    }),
  );
};

/** The teams the admin picked in the override dialog, by game id; only these are saved. */
export type OverrideChoices = Readonly<Record<string, number>>;

/**
 * The choices after the admin taps a team of a game. Tapping the team already chosen, or the saved
 * pick, takes the game's change back: a choice is only ever a change to what is stored.
 */
export const chooseOverride = (
  choices: OverrideChoices,
  gameId: string,
  prefilled: PrefilledPick,
  teamId: number,
): OverrideChoices => {
  const { [gameId]: current, ...others } = choices;
  if (current === teamId || (prefilled.saved && prefilled.teamId === teamId)) return others;
  return { ...others, [gameId]: teamId };
};
