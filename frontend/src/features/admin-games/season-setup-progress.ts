import type { SeasonSetupState, SeasonSetupStep } from '@shared/schemas/season-setup';
import { countOf } from '@/lib/admin/admin-toasts';

export const weeksLoaded = (state: SeasonSetupState): number =>
  state.weeks.filter((week) => week.games > 0).length;

export const gamesLoaded = (state: SeasonSetupState): number =>
  state.weeks.reduce((sum, week) => sum + week.games, 0);

/** What a step does, as the progress line says it while it runs: "Week 7 of 18". */
export const stepText = (step: SeasonSetupStep, totalWeeks: number): string => {
  if (step.kind === 'teams') return 'Loading the teams';
  if (step.kind === 'week') return `Week ${step.week} of ${totalWeeks}`;
  return 'Setting the current week';
};

/** Where the setup stopped, for the error it stopped on: "Stopped at Week 9". */
export const stoppedText = (step: SeasonSetupStep | null): string => {
  if (step?.kind === 'teams') return 'Stopped while loading the teams';
  if (step?.kind === 'week') return `Stopped at Week ${step.week}`;
  if (step?.kind === 'current-week') return 'Stopped while setting the current week';
  return 'Setup stopped';
};

/** Has any step been done already: the button then resumes rather than starts. */
export const hasStarted = (state: SeasonSetupState): boolean =>
  state.teams > 0 || weeksLoaded(state) > 0 || state.currentWeek !== null;

/** The one line of a season that is set up. */
export const setUpText = (state: SeasonSetupState): string =>
  `Season ${state.season} is set up: ${countOf(state.teams, 'team')}, ${countOf(weeksLoaded(state), 'week')}, ${countOf(gamesLoaded(state), 'game')}.`;

/** What the setup does, from where: the current week only while it was never set. */
export const setupDescription = (state: SeasonSetupState): string => {
  const currentWeek = state.currentWeek === null ? ', then set the current week by the pool clock' : '';
  return `Load the teams and all ${state.weeks.length} weeks' schedules of the ${state.season} season from the ${state.provider}${currentWeek}. Each step is saved as it finishes: if the setup stops, it resumes where it stopped.`;
};
