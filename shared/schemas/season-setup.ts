/** One step of the season setup: the teams, one week's schedule, or the first current week. */
export type SeasonSetupStep = { kind: 'teams' } | { kind: 'week'; week: number } | { kind: 'current-week' };

/** GET /api/admin/season-setup: what the table holds of the season and the step that comes next. */
export interface SeasonSetupState {
  season: number;
  /** Where the steps load from, as the System Status card names it. */
  provider: string;
  /** Teams stored. */
  teams: number;
  /** Games stored in each week, Week 1 first, all 18 weeks. */
  weeks: { week: number; games: number }[];
  /** The current week setting, null while it was never set. */
  currentWeek: number | null;
  /** Null once the season is set up. */
  next: SeasonSetupStep | null;
}

/** POST /api/admin/season-setup: the step it ran (null when there was none left), in a line, and the state after. */
export interface SeasonSetupStepResult {
  done: SeasonSetupStep | null;
  summary: string;
  state: SeasonSetupState;
}
