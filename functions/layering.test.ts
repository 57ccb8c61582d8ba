import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceGroups } from './routes';

const root = path.resolve(import.meta.dirname, '..');
const functionsDir = path.join(root, 'functions');

/** The folders of functions/ that are not a Lambda of their own: what every group may import. */
const layers = ['lib', 'services'];

/** The project's own biome.json, run by the project's Biome over probe files laid out in `sandbox`. */
const lintProbes = (sandbox: string, probes: Record<string, string>, folder: string) => {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of Object.entries(probes)) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), source);
  }
  const biome = path.join(root, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', folder], {
    cwd: sandbox,
    encoding: 'utf8',
  });
  const refused = [...run.stdout.matchAll(/title=lint\/\w+\/(\w+),file=([^,]+),line=(\d+)/g)]
    .map(([, rule, file = '', line]) => `${path.relative(sandbox, file)}:${line} ${rule}`)
    .sort();
  return { status: run.status, refused };
};

describe('the function groups', () => {
  it('are the only other folders of functions/, each one Lambda: an /api group, a scheduled job or a queue’s', () => {
    const folders = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !layers.includes(entry.name))
      .map((entry) => entry.name);
    for (const folder of folders) {
      const entry = ['handler.ts', 'scheduled-handler.ts', 'queue-handler.ts'].find((file) =>
        existsSync(path.join(functionsDir, folder, file)),
      );
      expect(
        entry,
        `functions/${folder} has no handler: a shared service goes in functions/services`,
      ).toBeDefined();
    }
    expect(folders).toEqual(expect.arrayContaining([...resourceGroups]));
  });
});

/**
 * The project's own biome.json, run by the project's Biome over probe files laid out as in functions/:
 * the rule that keeps the groups apart refuses exactly the imports across groups.
 */
describe('the lint rule on imports between function groups', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'layering-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  const probes: Record<string, string> = {
    'functions/admin/imports-survivor.ts':
      "import { handler } from '../survivor/handler';\n\nexport const h = handler;\n",
    'functions/week6/reexports-survivor.ts':
      "export { poolResults } from '../survivor/survivor-results-grid';\n",
    'functions/users/loads-admin.ts': "export const load = () => import('../admin/handler');\n",
    'functions/settings/imports-infra.ts': "export { stack } from '../../infra/stack';\n",
    'functions/services/imports-a-group.ts': "export { handler } from '../squares/handler';\n",
    'functions/services/throws-http-errors.ts': "export { notFound } from '../lib/http/errors';\n",
    'functions/picks/throws-http-errors.ts':
      "import { badRequest } from '../lib/http/errors';\n\nexport const b = badRequest;\n",
    'functions/auth/logs-to-console.ts':
      "export const note = (error: Error) => console.error('failed', error);\n",
    'functions/admin/allowed.ts': [
      "export { config } from '../lib/config';",
      "export { usedTeamsOf } from '../services/survivor-read-service';",
      "export { isValidUsername } from '../../shared/username';",
      "export { route } from './route';",
      '',
    ].join('\n'),
    'functions/services/allowed.ts': [
      "export { config } from '../lib/config';",
      "export { usedTeamsOf } from './survivor-read-service';",
      "export { isValidUsername } from '../../shared/username';",
      '',
    ].join('\n'),
  };

  it('refuses an import, re-export or dynamic import from one group into another, a service importing a group, HTTP errors outside lib/http, and the console beside the structured logger', () => {
    const { status, refused } = lintProbes(sandbox, probes, 'functions');

    expect(status).toBe(1);
    expect(refused).toEqual([
      'functions/admin/imports-survivor.ts:1 noRestrictedImports',
      'functions/auth/logs-to-console.ts:1 noConsole',
      'functions/picks/throws-http-errors.ts:1 noRestrictedImports',
      'functions/services/imports-a-group.ts:1 noRestrictedImports',
      'functions/services/throws-http-errors.ts:1 noRestrictedImports',
      'functions/settings/imports-infra.ts:1 noRestrictedImports',
      'functions/users/loads-admin.ts:1 noRestrictedImports',
      'functions/week6/reexports-survivor.ts:1 noRestrictedImports',
    ]);
  });
});

/** The same project biome.json over probe scripts: scripts/ never reaches into test/. */
describe('the lint rule on scripts importing tests', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'layering-scripts-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  const probes: Record<string, string> = {
    'scripts/imports-test-support.ts':
      "import { signIn } from '../test/support/pool-client';\n\nexport const s = signIn;\n",
    'scripts/reexports-a-bench.ts': "export { seedBenchPlayers } from '../test/bench/bench-pool';\n",
    'scripts/lib/loads-test-support.ts':
      "export const load = () => import('../../test/support/local-stack');\n",
    'scripts/allowed.ts': [
      "export { startLocalStack } from '../infra/local/local-stack';",
      "export { batchPut } from '../functions/lib/data/batch';",
      "export { monthInSeason } from './cost-model-bill';",
      '',
    ].join('\n'),
  };

  it('refuses an import, re-export or dynamic import of test/ from a script, and nothing else', () => {
    const { status, refused } = lintProbes(sandbox, probes, 'scripts');

    expect(status).toBe(1);
    expect(refused).toEqual([
      'scripts/imports-test-support.ts:1 noRestrictedImports',
      'scripts/lib/loads-test-support.ts:1 noRestrictedImports',
      'scripts/reexports-a-bench.ts:1 noRestrictedImports',
    ]);
  });
});

/**
 * The layers under the others never import upward: functions/lib no service or group, frontend/src/lib
 * and components no feature and not the app, shared/ nothing outside shared/. Probes at every folder
 * depth those layers have, linted by the project's biome.json as in the test above.
 */
describe('the lint rules on upward imports', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'upward-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  const refusedProbes: Record<string, string> = {
    'functions/lib/imports-a-service.ts': "export { savePicks } from '../services/pick-service';\n",
    'functions/lib/imports-a-group.ts': "export const load = () => import('../admin/handler');\n",
    'functions/lib/data/imports-a-service.ts':
      "export { usedTeamsOf } from '../../services/survivor-read-service';\n",
    'functions/lib/http/middleware/imports-a-group.ts': "export { handler } from '../../../picks/handler';\n",
    'frontend/src/lib/imports-a-feature.ts':
      "export { ResultsPage } from '@/features/results/results-page';\n",
    'frontend/src/lib/imports-the-app.ts': "export { router } from '@/app/router';\n",
    'frontend/src/components/imports-a-feature.tsx':
      "export { AuditTab } from '@/features/admin-audit/audit-tab';\n",
    'frontend/src/components/pickers/climbs-to-the-app.tsx': "export { App } from '../../app/app';\n",
    'shared/imports-functions.ts': "export { config } from '../functions/lib/config';\n",
    'shared/imports-the-frontend.ts': "export { api } from '@/lib/api';\n",
    'shared/money/imports-a-service.ts':
      "export { rankSeason } from '../../functions/services/standings-ranking';\n",
  };
  const allowedProbes: Record<string, string> = {
    'functions/lib/allowed.ts': [
      "export { routes } from '../routes';",
      "export { isValidUsername } from '../../shared/username';",
      "export { db } from './data/client';",
      '',
    ].join('\n'),
    'functions/lib/http/middleware/allowed.ts': [
      "export { routes } from '../../../routes';",
      "export { config } from '../../config';",
      "export { game } from '../../../../shared/game';",
      '',
    ].join('\n'),
    'frontend/src/components/allowed.tsx': [
      "export { api } from '@/lib/api';",
      "export { Card } from '@/components/card';",
      "export { teamLabel } from '@shared/team';",
      '',
    ].join('\n'),
    'shared/money/allowed.ts': ["export { game } from '../game';", "export { z } from 'zod';", ''].join('\n'),
  };

  it('refuses each kind of upward import, and lets each layer import what is beneath it', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
    for (const [file, source] of Object.entries({ ...refusedProbes, ...allowedProbes })) {
      mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
      writeFileSync(path.join(sandbox, file), source);
    }

    const biome = path.join(root, 'node_modules', '.bin', 'biome');
    const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
      cwd: sandbox,
      encoding: 'utf8',
    });
    const refused = [...run.stdout.matchAll(/title=lint\/\w+\/(\w+),file=([^,]+),line=(\d+)/g)]
      .map(([, rule, file = '', line]) => `${path.relative(sandbox, file)}:${line} ${rule}`)
      .sort();

    expect(run.status).toBe(1);
    expect(refused).toEqual(
      Object.keys(refusedProbes)
        .map((file) => `${file}:1 noRestrictedImports`)
        .sort(),
    );
  });

  it('has a rule for every folder depth of functions/lib and shared/ (a rule is written per depth)', () => {
    const depths = (dir: string): number[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map(
          (entry) =>
            path.relative(path.join(root, dir), entry.parentPath).split(path.sep).filter(Boolean).length,
        );
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[] }[];
    };
    const covered = (dir: string, depth: number) =>
      config.overrides.some((override) => override.includes.includes(`${dir}/${'*/'.repeat(depth)}*`));
    for (const dir of ['functions/lib', 'shared']) {
      for (const depth of new Set(depths(dir))) {
        expect(covered(dir, depth), `${dir} has files ${depth} folders down without a rule`).toBe(true);
      }
    }
  });
});
