// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { mutate } from 'swr';
import { describe, expect, it } from 'vitest';
import { readEarly } from '@/lib/read-early';

/** A component reading `key`, recording what each of its renders drew. */
const readerOf = (key: string, fetcher: () => Promise<string>, drawn: string[]) => () => {
  const { data, error } = useSWR<string>(key, fetcher, { dedupingInterval: 0 });
  const text = data ?? (error ? 'failed' : 'loading');
  drawn.push(text);
  return <p>{text}</p>;
};

const counted = (answer: () => Promise<string>) => {
  const fetcher = () => {
    fetcher.calls += 1;
    return answer();
  };
  fetcher.calls = 0;
  return fetcher;
};

describe('readEarly', () => {
  it('has a read answered before its component mounts drawn in the first render, fetched once', async () => {
    const fetcher = counted(() => Promise.resolve('the week'));
    readEarly('/early/answered', fetcher);
    await waitFor(() => expect(fetcher.calls).toBe(1));
    await Promise.resolve();
    const drawn: string[] = [];
    const Reader = readerOf('/early/answered', fetcher, drawn);
    render(<Reader />);
    expect(drawn[0]).toBe('the week');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher.calls).toBe(1);
    expect(drawn.every((text) => text === 'the week')).toBe(true);
  });

  it('serves a component that mounts before the answer from the same request', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetcher = counted(() => new Promise<string>((resolve) => (answer = resolve)));
    readEarly('/early/pending', fetcher);
    const drawn: string[] = [];
    const Reader = readerOf('/early/pending', fetcher, drawn);
    render(<Reader />);
    expect(drawn[0]).toBe('loading');
    answer('the entries');
    expect(await screen.findByText('the entries')).toBeDefined();
    expect(fetcher.calls).toBe(1);
  });

  it('keeps what the cache got first, and stores nothing for a failed read', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetcher = counted(() => new Promise<string>((resolve) => (answer = resolve)));
    readEarly('/early/saved', fetcher);
    await mutate('/early/saved', 'saved since', { revalidate: false });
    answer('loaded before the save');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const drawn: string[] = [];
    const Reader = readerOf('/early/saved', () => Promise.resolve('saved since'), drawn);
    render(<Reader />);
    expect(drawn[0]).toBe('saved since');

    readEarly('/early/failed', () => Promise.reject(new Error('down')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const failedDrawn: string[] = [];
    const Failed = readerOf('/early/failed', () => Promise.reject(new Error('down')), failedDrawn);
    render(<Failed />);
    expect(failedDrawn[0]).toBe('loading');
  });
});
