import { FIRST_WEEK, LAST_WEEK } from '@shared/game';
import { weeksThrough } from '@/lib/weeks';

/** The current week can be set to 1-17; sync, game views and scoring take 1-18 (spec section 9). */
export const CURRENT_WEEK_MAX = 17;
/** The week admin tools start from when the current week is unknown (spec section 9). */
export const ADMIN_FALLBACK_WEEK = 1;

export const seasonWeeks: readonly number[] = weeksThrough(LAST_WEEK);

/** True for a whole week from 1 to `max`. */
export const isWeekInRange = (week: number, max: number = LAST_WEEK): boolean =>
  Number.isInteger(week) && week >= FIRST_WEEK && week <= max;
