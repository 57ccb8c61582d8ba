import { FIRST_WEEK } from '@shared/game';

/** The weeks from the season's first to `lastWeek`, in order. */
export const weeksThrough = (lastWeek: number): number[] =>
  Array.from({ length: lastWeek - FIRST_WEEK + 1 }, (_, index) => FIRST_WEEK + index);
