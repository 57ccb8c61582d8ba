import { type Key, mutate, preload } from 'swr';

/**
 * Starts a read as the page loads, before any component asks for it, and puts its answer in SWR's
 * cache as it comes. The first component to ask then draws the answer in its first render; with
 * SWR's `preload` alone it would draw its loading state, take up the same request as it mounts and
 * render again, one more commit (and restyle) on a phone before the page is whole. The component's
 * own revalidation as it mounts still takes the preloaded request, so nothing is fetched twice; an
 * answer the cache holds already (a save got there first) is kept.
 */
export const readEarly = <ReadKey extends Key, Data>(
  key: ReadKey,
  fetcher: (key: ReadKey) => Promise<Data>,
): void => {
  preload(key, fetcher).then(
    (answer) => void mutate<Data>(key, (cached) => cached ?? answer, { revalidate: false }),
    () => undefined,
  );
};
