import { useDeferredValue, useMemo } from 'react';
import type { Middleware } from 'swr';

/**
 * A read's first answer shown through a deferred value. SWR hands an answer to React through
 * `useSyncExternalStore`, whose updates React renders at once, in one piece: a page whose reads
 * answer one by one as it loads would hold a phone's main thread for each whole render. With the
 * first answer deferred, that urgent render draws what was there (memoized by React Compiler, so it
 * stops at the component that reads), and the answer renders in a transition, which React splits
 * into short tasks. The answer, its error and whether it is loading move together, so no render sees
 * a read done without its answer. Once a read has answered, later answers (a save's, a refresh's)
 * show at once, in step with the page's own state, as SWR gives them; `isValidating` and the rest
 * stay live. A read is loading only while it has neither answer nor error.
 */
export const deferredAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  const { data, error } = response;
  // SWR calls a read loading in the first render of a component that revalidates as it mounts, even
  // with the answer in its cache already (`readEarly` put it there): a read with an answer is not.
  const isLoading = response.isLoading && data === undefined && error === undefined;
  const live = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const deferred = useDeferredValue(live);
  const answered = deferred.data !== undefined || deferred.error !== undefined;
  const shown = answered ? live : deferred;
  return new Proxy(response, {
    get: (target, property, receiver) =>
      Object.hasOwn(shown, property)
        ? shown[property as keyof typeof shown]
        : Reflect.get(target, property, receiver),
  });
};
