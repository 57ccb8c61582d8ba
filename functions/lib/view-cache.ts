import { season } from './season';

/**
 * Views built once per key and shared by every request that asks under the same key. A key names
 * all a view was built from (the version of each collection read, the games started at the time),
 * so a view is never served after what it shows moved. The key is the season's too: a new season's
 * versions start again from nothing, and must not find the views of the season before. At most `size` views are kept, the least
 * recently used dropped first.
 */
export const viewCache = <V>(size: number) => {
  const views = new Map<string, V>();
  return (viewKey: string, build: () => V): V => {
    const key = `${season()}|${viewKey}`;
    const found = views.get(key);
    const view = found === undefined ? build() : found;
    views.delete(key);
    views.set(key, view);
    if (views.size > size) views.delete(views.keys().next().value as string);
    return view;
  };
};
