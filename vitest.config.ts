import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./frontend/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

/**
 * The component tests: the files that render into happy-dom (`// @vitest-environment happy-dom` at
 * their top), a project of their own so that a worker keeps one environment from file to file.
 */
const frontendSources = new URL('./frontend/src/', import.meta.url);
const componentTests = readdirSync(frontendSources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    readFileSync(new URL(file, frontendSources), 'utf8').includes('@vitest-environment happy-dom'),
  )
  .map((file) => `frontend/src/${file}`);

/**
 * Not isolated: the files of a worker share the installed packages (React, Chakra, zod, the AWS SDK,
 * the CDK: loaded once per worker, not once per file), each with fresh copies of the repository's
 * own modules (test/support/unit-file-setup.ts).
 */
const sharedPackages = { isolate: false, setupFiles: ['test/support/unit-file-setup.ts'] };

export default defineConfig({
  resolve: { alias },
  test: {
    // Three files at a time on the 2-core CI machine: a browser file (its own local stack, port and
    // browser) keeps about half a core busy, the rest of its time it waits on the page and the
    // network, so two workers left a core idle through the e2e project.
    maxWorkers: 3,
    env: { POWERTOOLS_LOG_LEVEL: 'WARN', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
            'infra/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...componentTests],
          ...sharedPackages,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'components', include: componentTests, ...sharedPackages, testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/seed-snapshots-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // What we test is what we ship: test/bundled and the integration files that reach every
        // resource group, the season-file provider (a fresh pool's set-up), mail and both scheduled
        // jobs, against the bundles of cdk.out (npm run synth) instead of the sources. A subset: on two
        // cores the whole integration project takes ~3 min against the bundles, these files ~1 min.
        extends: true,
        test: {
          name: 'bundled',
          include: [
            'test/bundled/**/*.test.ts',
            ...[
              'authorization',
              'admin-people',
              'game-day-scheduler',
              'reminders',
              'season-setup-season-file',
            ].map((file) => `test/integration/${file}.test.ts`),
          ],
          env: { POOL_API_BUNDLES: process.env.POOL_API_BUNDLES || 'cdk.out' },
          // Node's own loader runs the bundles, as in Lambda: never transformed by Vite.
          server: { deps: { external: [/\/cdk\.out\//, /\/test-results\/bundle-/] } },
          globalSetup: ['test/bundled/global-setup.ts', 'test/support/seed-snapshots-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/seed-snapshots-setup.ts', 'test/support/chromium-server-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
