import { preload } from 'swr';
import { getHomeContent, homeContentKey } from '@/lib/api/get-home-content';
import { getWeek6Entries, week6EntriesKey } from '@/lib/api/survivor';
import { getWeek6Registration, week6RegistrationKey } from '@/lib/api/week6-registration';

/**
 * The reads a page makes first whoever the player is and whatever the week, by its path: asked for
 * as the app starts rather than once the page has rendered. The dashboard's Week 6 banner, its
 * largest text, waits for two of them.
 */
const pageReads: Record<string, () => Promise<unknown>[]> = {
  '/': () => [
    preload(homeContentKey, getHomeContent),
    preload(week6EntriesKey, getWeek6Entries),
    preload(week6RegistrationKey, getWeek6Registration),
  ],
};

/** Starts the first reads of the page at `pathname`, if it has any; a failure is the page's to show. */
export const preloadPageReadsAt = (pathname: string): void => {
  for (const read of pageReads[pathname]?.() ?? []) read.catch(() => undefined);
};
