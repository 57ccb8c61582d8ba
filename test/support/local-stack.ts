import { afterAll, beforeAll } from 'vitest';
import { type LocalStack, startLocalStack } from '../../infra/local/local-stack';
import { keepSeedSnapshot, readSeedSnapshot, restoreSeedSnapshot } from './seed-snapshots';

interface StackOptions {
  poolNow?: string;
  /**
   * The demo pool at the clock: restored from the seed an earlier file of this run made at the same
   * clock (seeded for real when none has), or `'fresh'`, always seeded for real (the seed's own tests).
   */
  seed?: boolean | 'fresh';
  /** The scheduled jobs (they would run before a restored seed is in: such a stack seeds for real). */
  jobs?: boolean;
}

/** Starts the local stack in memory for one test file (its own dynalite, provider and port); its scheduled jobs only when asked. */
export const localStackForFile = (options: StackOptions = {}) => {
  const handle = { url: '', stack: undefined as LocalStack | undefined };
  beforeAll(async () => {
    const poolNow = options.poolNow ?? '2025-12-11T17:00:00.000Z';
    process.env.POOL_NOW = poolNow;
    const snapshot = options.seed === true && !options.jobs ? readSeedSnapshot(poolNow) : null;
    handle.stack = await startLocalStack({
      port: 0,
      dataDir: 'memory',
      adminEmails: 'admin@example.com',
      seed: Boolean(options.seed) && !snapshot,
      jobs: options.jobs ?? false,
    });
    if (snapshot) await restoreSeedSnapshot(snapshot);
    else if (options.seed === true && !options.jobs) await keepSeedSnapshot(poolNow);
    handle.url = handle.stack.url;
  });
  afterAll(async () => {
    await handle.stack?.stop();
  });
  return handle;
};
