import { afterAll, vi } from 'vitest';

/*
 * The unit and component projects run the files of a worker one after another without isolation
 * (vitest.config.ts): the installed packages (React, Chakra, zod, the AWS SDK, the CDK) load once per
 * worker, not once per file. Each file still gets its own copy of the repository's modules, and
 * leaves process.env, the timers, stubbed globals and spies as it found them.
 */
vi.resetModules();
const environmentAtStart = { ...process.env };

afterAll(() => {
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) {
    if (!(name in environmentAtStart)) delete process.env[name];
  }
  Object.assign(process.env, environmentAtStart);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
