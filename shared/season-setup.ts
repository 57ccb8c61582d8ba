import { FIRST_WEEK, LAST_WEEK } from './game';
import type { SeasonSetupStep } from './schemas/season-setup';

/** The league's teams: fewer stored means the team list is not (fully) loaded. */
export const NFL_TEAM_COUNT = 32;

/** Weeks 1 to 18. */
export const seasonWeeks: readonly number[] = Array.from(
  { length: LAST_WEEK - FIRST_WEEK + 1 },
  (_, index) => FIRST_WEEK + index,
);

/** What the table holds of the season, as the setup judges it. */
export interface StoredSeason {
  teams: number;
  weeks: readonly { week: number; games: number }[];
  currentWeek: number | null;
}

/**
 * The setup's next step, judged only by what is stored: the teams until all 32 are there, then the
 * earliest week without games, then the current week while it was never set; null once all is there.
 */
export const nextSetupStep = ({ teams, weeks, currentWeek }: StoredSeason): SeasonSetupStep | null => {
  if (teams < NFL_TEAM_COUNT) return { kind: 'teams' };
  const empty = weeks.find((week) => week.games === 0);
  if (empty) return { kind: 'week', week: empty.week };
  return currentWeek === null ? { kind: 'current-week' } : null;
};
