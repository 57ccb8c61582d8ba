import type { Game } from '@shared/game';
import type { UsedTeam } from '@shared/schemas/survivor';
import type { TeamSummary } from '@shared/team';

type WeekGame = Pick<Game, 'id' | 'startTime' | 'homeTeamId' | 'awayTeamId' | 'homeTeam' | 'awayTeam'>;

/** A team the admin may give a survivor entry for the week. */
export interface SurvivorOverrideTeam {
  teamId: number;
  team: TeamSummary;
  opponent: TeamSummary;
  isHome: boolean;
}

/**
 * The survivor override's choices (spec section 5): the teams playing that week, by kickoff, away
 * side first, without the teams the entry used in other weeks; its pick of this week stays listed.
 * The server refuses a team used in any other week, so later weeks' teams are left out too.
 */
export const survivorOverrideTeams = (
  games: readonly WeekGame[],
  usedTeams: readonly Pick<UsedTeam, 'week' | 'teamId'>[],
  week: number,
): SurvivorOverrideTeam[] => {
  const usedElsewhere = new Set(usedTeams.filter((used) => used.week !== week).map((used) => used.teamId));
  return [...games]
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
    .flatMap((game) => [
      { teamId: game.awayTeamId, team: game.awayTeam, opponent: game.homeTeam, isHome: false },
      { teamId: game.homeTeamId, team: game.homeTeam, opponent: game.awayTeam, isHome: true },
    ])
    .filter((choice) => !usedElsewhere.has(choice.teamId));
};

/** "KC Kansas City Chiefs (at DEN)". */
export const survivorTeamLabel = ({ team, opponent, isHome }: SurvivorOverrideTeam): string =>
  `${team.abbreviation} ${team.displayName} (${isHome ? 'vs' : 'at'} ${opponent.abbreviation})`;
