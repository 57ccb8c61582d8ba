import { type HomeContent, type HomeContentAnswer, shownHomeContent } from '@shared/home-content';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const homeContentKey = '/api/home-content';

export const getHomeContent = (): Promise<HomeContentAnswer | null> =>
  apiGet<HomeContentAnswer | null>(homeContentKey);

/** The home-page content as stored (parts may be empty) and the pool's season; public, so it loads signed out too. */
export const useHomeContent = () => useSWR<HomeContentAnswer | null, Error>(homeContentKey, getHomeContent);

/** What to show: the stored parts with fallbacks (the fallbacks alone after a failure); undefined while loading. */
export const useShownHomeContent = (): HomeContent | undefined => {
  const { data, error } = useHomeContent();
  if (data !== undefined) return shownHomeContent(data);
  return error ? shownHomeContent(null) : undefined;
};

/**
 * The season the pool plays, from the server (never built in: the pages are prerendered at build
 * time); undefined until the home content has come, or when it could not.
 */
export const usePoolSeason = (): number | undefined => useHomeContent().data?.season;
