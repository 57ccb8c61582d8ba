import { type HomeContent, shownHomeContent } from '@shared/home-content';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const homeContentKey = '/api/home-content';

export const getHomeContent = (): Promise<HomeContent | null> => apiGet<HomeContent | null>(homeContentKey);

/** The home-page content as stored (parts may be empty); public, so it loads signed out too. */
export const useHomeContent = () => useSWR<HomeContent | null, Error>(homeContentKey, getHomeContent);

/** What to show: the stored parts with fallbacks (the fallbacks alone after a failure); undefined while loading. */
export const useShownHomeContent = (): HomeContent | undefined => {
  const { data, error } = useHomeContent();
  if (data !== undefined) return shownHomeContent(data);
  return error ? shownHomeContent(null) : undefined;
};
