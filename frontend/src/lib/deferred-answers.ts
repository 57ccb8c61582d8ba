import { useDeferredValue, useMemo } from 'react';
import type { Middleware } from 'swr';

/**
 * Every read's answer shown through a deferred value. SWR hands an answer to React through
 * `useSyncExternalStore`, whose updates React renders at once, in one piece: a page whose reads
 * answer one by one would hold a phone's main thread for each whole render. With the answer
 * deferred, that urgent render draws what was there (memoized by React Compiler, so it stops at the
 * component that reads), and the new answer renders in a transition, which React splits into short
 * tasks. The answer, its error and whether it is loading move together, so no render sees a read done
 * without its answer; `isValidating` and the rest stay live.
 */
export const deferredAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  const { data, error, isLoading } = response;
  const live = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const shown = useDeferredValue(live);
  return new Proxy(response, {
    get: (target, property, receiver) =>
      Object.hasOwn(shown, property)
        ? shown[property as keyof typeof shown]
        : Reflect.get(target, property, receiver),
  });
};
