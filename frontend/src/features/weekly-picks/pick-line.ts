import type { Game } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { homeLine } from '@shared/spread';
import { teamLine } from '@/lib/spread';

export interface PickLineText {
  /** The picked team with the line the pick was made against: "KC -3.5". */
  made: string;
  /** The same team's line now, when the line moved since the pick: "KC -4.5"; else null. */
  now: string | null;
}

type Lined = Pick<Game, 'homeTeamId' | 'awayTeamId' | 'spread' | 'homeTeam' | 'awayTeam'>;

/** The saved pick's line, from the picked team's side, and the current one if it differs. */
export const pickLineText = (pick: Pick<WeeklyPick, 'pickedTeamId' | 'line'>, game: Lined): PickLineText => {
  const side = pick.pickedTeamId === game.homeTeamId ? 'home' : 'away';
  const team = side === 'home' ? game.homeTeam.abbreviation : game.awayTeam.abbreviation;
  const teamWith = (spread: string | null) => `${team} ${teamLine(spread, side) ?? '(no line)'}`;
  return {
    made: teamWith(pick.line),
    now: homeLine(pick.line) === homeLine(game.spread) ? null : teamWith(game.spread),
  };
};
