import type { Game } from '@shared/game';
import { hasKickedOff } from '@shared/pick-lock';
import { hasFullAppAccess, type User } from '@/lib/user';

export const resultsTabs = [
  { value: 'weekly-picks', label: 'Weekly Picks' },
  { value: 'weekly-standings', label: 'Weekly Standings' },
  { value: 'season-standings', label: 'Season Standings' },
  { value: 'survivor', label: 'Survivor Pools' },
] as const;

export type ResultsTab = (typeof resultsTabs)[number]['value'];
export type ResultsTabDefinition = (typeof resultsTabs)[number];

type Viewer = Pick<User, 'userType' | 'hasFullApp' | 'isAdmin'>;

/**
 * The picks grid and the standings are for full-app players (and admins), as the server allows them;
 * limited players see only the survivor tab (spec section 6).
 */
export const tabsFor = (user: Viewer): ResultsTabDefinition[] =>
  hasFullAppAccess(user) ? [...resultsTabs] : resultsTabs.filter((tab) => tab.value === 'survivor');

/** The tab named in the address if the user may see it, else their first tab. */
export const chosenTab = (tabs: readonly ResultsTabDefinition[], requested: string | null): ResultsTab => {
  const first = tabs[0]?.value ?? 'survivor';
  return tabs.find((tab) => tab.value === requested)?.value ?? first;
};

/** The week in the address when it is a week from 1 to the current one, else the opening week. */
export const chosenWeek = (
  requested: string | null,
  currentWeek: number,
  openingWeek = currentWeek,
): number => {
  const week = Number(requested);
  return Number.isInteger(week) && week >= 1 && week <= currentWeek ? week : openingWeek;
};

type WeekGames = (week: number) => Promise<Pick<Game, 'lockReason' | 'isCompleted'>[]>;

/**
 * The week Results opens on: the current week once one of its games has kicked off (or it has no
 * games); before that, the latest week with a graded (final) game, where there is something to see.
 * Reads the weeks back from the current one, usually one week.
 */
export const resultsOpeningWeek = async (currentWeek: number, gamesOf: WeekGames): Promise<number> => {
  const current = await gamesOf(currentWeek);
  if (current.length === 0 || current.some(hasKickedOff)) return currentWeek;
  for (let week = currentWeek - 1; week >= 1; week -= 1) {
    if ((await gamesOf(week)).some((game) => game.isCompleted)) return week;
  }
  return currentWeek;
};
