import {
  type SurvivorPoolInfo,
  WEEK6_ENTRY_FEE,
  WEEK6_MAX_ENTRIES,
  WEEK6_START_WEEK,
} from '../../shared/survivor';

/** The Week 6 pool every new deployment starts with (spec section 9). */
export const defaultWeek6Pool: SurvivorPoolInfo = {
  id: 'week6',
  kind: 'week6',
  name: 'Week 6 Survivor Pool',
  description: 'Up to 10 entries, starting fresh in Week 6. Last entry standing wins.',
  isActive: true,
  entryFee: WEEK6_ENTRY_FEE,
  maxEntries: WEEK6_MAX_ENTRIES,
  startWeek: WEEK6_START_WEEK,
};
