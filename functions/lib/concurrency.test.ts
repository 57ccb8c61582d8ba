import { describe, expect, it } from 'vitest';
import { forEachBounded } from './concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachBounded', () => {
  it('does every item once, never more than the limit at once, and uses the whole limit', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await forEachBounded(
      Array.from({ length: 30 }, (_, n) => n),
      8,
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        done.push(n);
        inFlight -= 1;
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(most).toBe(8);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = forEachBounded([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 2) throw new Error('write 2 failed');
    });
    await expect(run).rejects.toThrow('write 2 failed');
    expect(started).toEqual([1, 2, 3]);
  });

  it('does nothing on no items', async () => {
    await expect(forEachBounded([], 8, async () => expect.fail('no work'))).resolves.toBeUndefined();
  });
});
