import { afterAll, beforeAll } from 'vitest';
import { type LocalStack, startLocalStack } from '../../infra/local/local-stack';

/** Starts the local stack in memory for one test file (its own dynalite, provider and port); its scheduled jobs only when asked. */
export const localStackForFile = (options: { poolNow?: string; seed?: boolean; jobs?: boolean } = {}) => {
  const handle = { url: '', stack: undefined as LocalStack | undefined };
  beforeAll(async () => {
    process.env.POOL_NOW = options.poolNow ?? '2025-12-11T17:00:00.000Z';
    // Every test browser is 127.0.0.1 and signs the same people in again and again; the sign-in
    // limits themselves are tested with their real values (sign-in-rate-limit.test.ts).
    process.env.SIGN_IN_LIMIT_PER_ADDRESS = '100000';
    process.env.SIGN_IN_LIMIT_PER_EMAIL = '100000';
    handle.stack = await startLocalStack({
      port: 0,
      dataDir: 'memory',
      adminEmails: 'admin@example.com',
      seed: options.seed ?? false,
      jobs: options.jobs ?? false,
    });
    handle.url = handle.stack.url;
  });
  afterAll(async () => {
    await handle.stack?.stop();
  });
  return handle;
};
