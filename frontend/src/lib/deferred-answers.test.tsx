// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { deferredAnswers } from '@/lib/deferred-answers';

interface Seen {
  data: string | undefined;
  error: unknown;
  isLoading: boolean;
}

/** A page reading `key` through the middleware, recording what each of its renders saw. */
const readAndRecord = (
  key: string,
  fetcher: () => Promise<string>,
  seen: Seen[],
  cache: () => Map<string, object> = () => new Map(),
) => {
  const Reader = () => {
    const { data, error, isLoading, mutate } = useSWR<string>(key, fetcher);
    seen.push({ data, error, isLoading });
    return (
      <button type="button" onClick={() => void mutate('changed', { revalidate: false })}>
        {data ?? (error ? 'failed' : 'loading')}
      </button>
    );
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: cache, use: [deferredAnswers], dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return render(<Reader />, { wrapper });
};

/** No render sees a read finished without its answer (or its error), or an answer still loading. */
const consistent = (seen: Seen[]) =>
  seen.every(({ data, error, isLoading }) =>
    isLoading ? data === undefined && error === undefined : data !== undefined || error !== undefined,
  );

describe('deferredAnswers', () => {
  it('shows the answer once it has come, and loading, answer and error always together', async () => {
    const seen: Seen[] = [];
    readAndRecord('/answer', () => Promise.resolve('the answer'), seen);
    expect(await screen.findByText('the answer')).toBeDefined();
    expect(seen[0]).toEqual({ data: undefined, error: undefined, isLoading: true });
    expect(consistent(seen)).toBe(true);
  });

  it('shows an error the same way', async () => {
    const seen: Seen[] = [];
    readAndRecord('/fails', () => Promise.reject(new Error('boom')), seen);
    expect(await screen.findByText('failed')).toBeDefined();
    expect(seen.at(-1)?.error).toBeInstanceOf(Error);
    expect(consistent(seen)).toBe(true);
  });

  it('shows a later answer (a save, a refresh) at once, in the render it comes in', async () => {
    const seen: Seen[] = [];
    readAndRecord('/mutated', () => Promise.resolve('first'), seen);
    const button = await screen.findByText('first');
    const before = seen.length;
    await act(async () => button.click());
    expect(seen[before]?.data).toBe('changed');
    expect(screen.getByText('changed')).toBeDefined();
    expect(consistent(seen)).toBe(true);
  });

  it('has a read whose answer is in the cache as it mounts not loading, from its first render', async () => {
    const seen: Seen[] = [];
    readAndRecord(
      '/early',
      () => Promise.resolve('early'),
      seen,
      () => new Map([['/early', { data: 'early' }]]),
    );
    expect(seen[0]).toEqual({ data: 'early', error: undefined, isLoading: false });
    expect(await screen.findByText('early')).toBeDefined();
    expect(consistent(seen)).toBe(true);
  });
});
