import type { FirstRead } from '@shared/pages';
import { currentWeekKey, getCurrentWeek } from '@/lib/api/get-current-week';
import { getHomeContent, homeContentKey } from '@/lib/api/get-home-content';
import { getWeek6Entries, week6EntriesKey } from '@/lib/api/survivor';
import { getWeek6Registration, week6RegistrationKey } from '@/lib/api/week6-registration';
import { currentUserKey, getCurrentUser } from '@/lib/auth';

/**
 * Each read a prerendered page starts from its HTML (`firstReads` in shared/pages.ts): the URL its
 * head preloads (frontend/src/prerender.tsx) and the read the entry starts with it (app/app.tsx).
 */
export const firstReads: {
  readonly [Read in FirstRead]: { key: string; read: (key: string) => Promise<unknown> };
} = {
  currentUser: { key: currentUserKey, read: getCurrentUser },
  currentWeek: { key: currentWeekKey, read: getCurrentWeek },
  homeContent: { key: homeContentKey, read: getHomeContent },
  week6Registration: { key: week6RegistrationKey, read: getWeek6Registration },
  week6Entries: { key: week6EntriesKey, read: getWeek6Entries },
};
