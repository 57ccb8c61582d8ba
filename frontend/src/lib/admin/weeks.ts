import { FIRST_WEEK, LAST_WEEK } from '@shared/game';
import { weeksThrough } from '@/lib/weeks';

/** The week admin tools start from when the current week is unknown (spec section 9). */
export const ADMIN_FALLBACK_WEEK = 1;

export const seasonWeeks: readonly number[] = weeksThrough(LAST_WEEK);

/** True for a whole week from 1 to `max`. */
export const isWeekInRange = (week: number, max: number = LAST_WEEK): boolean =>
  Number.isInteger(week) && week >= FIRST_WEEK && week <= max;
