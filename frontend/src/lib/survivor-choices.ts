import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import type { TeamSummary } from '@shared/team';
import { teamLine } from '@/lib/spread';

/*
 * What an entry may pick this week, as the server will judge it: the UI mirrors the rules so the
 * player sees them before sending (the server decides).
 */

export interface TeamChoice {
  teamId: number;
  team: TeamSummary;
  opponent: TeamSummary;
  isHome: boolean;
  kickoff: string;
  /** The team's own line: "-3.5", "+3.5", "PK", or null without one. */
  spread: string | null;
  /** Why the team cannot be picked now, or null. */
  blocked: 'used' | 'started' | null;
  /** The week the entry used the team in, when it did. */
  usedInWeek: number | null;
}

const started = (game: Game, now: Date) => game.isCompleted || Date.parse(game.startTime) <= now.getTime();

/** The teams playing this week, by kickoff, each with why it cannot be picked (used in another week, kicked off). */
export const teamChoices = (
  entry: Pick<SurvivorEntry, 'picks'>,
  week: number,
  games: readonly Game[],
  now: Date,
): TeamChoice[] => {
  const usedIn = new Map(
    entry.picks.filter((pick) => pick.week !== week).map((pick) => [pick.pickedTeamId, pick.week]),
  );
  return [...games]
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
    .flatMap((game) =>
      (
        [
          [game.awayTeamId, game.awayTeam, game.homeTeam, false],
          [game.homeTeamId, game.homeTeam, game.awayTeam, true],
        ] as const
      ).map(([teamId, team, opponent, isHome]) => {
        const usedInWeek = usedIn.get(teamId) ?? null;
        return {
          teamId,
          team,
          opponent,
          isHome,
          kickoff: game.startTime,
          spread: teamLine(game.spread, isHome ? 'home' : 'away'),
          usedInWeek,
          blocked: usedInWeek !== null ? ('used' as const) : started(game, now) ? ('started' as const) : null,
        };
      }),
    );
};

/** Whether the entry plays this week and has no pick yet. */
export const needsSurvivorPick = (
  entry: Pick<SurvivorEntry, 'picks' | 'isEliminated' | 'firstWeek'>,
  week: number,
): boolean =>
  !entry.isEliminated && week >= entry.firstWeek && !entry.picks.some((pick) => pick.week === week);

/** The entry's saved pick of the week, if any. */
export const savedPickOf = (entry: Pick<SurvivorEntry, 'picks'>, week: number) =>
  entry.picks.find((pick) => pick.week === week);

/** The saved pick can no longer change: its game kicked off, or the admin finalized the week. */
export const isPickLocked = (entry: Pick<SurvivorEntry, 'picks'>, week: number, now: Date): boolean => {
  const saved = savedPickOf(entry, week);
  return saved !== undefined && (saved.isFinalized || Date.parse(saved.lockAt) <= now.getTime());
};

/**
 * Whether Save All must wait for this entry's pick (spec section 5): it plays this week, is alive,
 * has no pick (saved or chosen), and some team is still open to it.
 */
export const missingSurvivorPick = (
  entry: Pick<SurvivorEntry, 'picks' | 'isEliminated' | 'firstWeek'>,
  week: number,
  chosen: number | undefined,
  choices: readonly TeamChoice[],
): boolean =>
  needsSurvivorPick(entry, week) && chosen === undefined && choices.some((choice) => choice.blocked === null);
