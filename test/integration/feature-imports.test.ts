import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * frontend/src/features/biome.json keeps each feature to itself: `biome check .` (the first step of
 * `npm test`) refuses an import from one feature into another. These lint a probe file placed in a
 * feature folder, as a developer would write it, and remove it again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const featuresDir = join(root, 'frontend/src/features');
const biome = join(root, 'node_modules/.bin/biome');
const CROSS_FEATURE = 'A feature never imports another feature';
const CLIMBING = 'never through ../';

const lintProbe = (feature: string, source: string) => {
  const probe = join(featuresDir, feature, 'cross-feature-probe.ts');
  writeFileSync(probe, `${source}\nexport const probe = [X];\n`);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', probe], { cwd: root, encoding: 'utf8' });
    return { refused: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(probe);
  }
};

describe('a feature never imports another feature', () => {
  it('every folder in frontend/src/features is a feature with its own rule, and nothing lies loose beside them', () => {
    const entries = readdirSync(featuresDir, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const loose = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    const config = JSON.parse(readFileSync(join(featuresDir, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[] }[];
    };
    expect(loose).toEqual(['biome.json']);
    expect(config.overrides.map((override) => override.includes).sort()).toEqual(
      folders.map((folder) => [`${folder}/**`]).sort(),
    );
  });

  it('has every admin area the README’s Layout names, and no other', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const listed = /features\/admin-<area>: ([a-z, -]+)\)/.exec(readme)?.[1]?.split(', ');
    const areas = readdirSync(featuresDir).filter((folder) => folder.startsWith('admin-'));
    expect(listed?.map((area) => `admin-${area}`).sort()).toEqual(areas.sort());
  });

  it.each([
    ['dashboard', "import { X } from '@/features/results/components/results-page';"],
    ['weekly-picks', "export { X } from '@/features/squares/squares-grid';"],
    ['week6', "const X = () => import('@/features/dashboard/components/dashboard-page');"],
    ['admin-people', "import { X } from '@/features/admin-audit/components/audit-tab';"],
    ['admin-squares', "import { X } from '@/features/admin-outbox/components/outbox-tab';"],
  ])('refuses a new import into %s from another feature: %s', (feature, source) => {
    const { refused, output } = lintProbe(feature, source);
    expect(refused).toBe(true);
    expect(output).toContain(CROSS_FEATURE);
  });

  it('refuses a relative path out of the file’s folder, which could reach another feature', () => {
    const { refused, output } = lintProbe('squares', "import { X } from '../results/results-tabs';");
    expect(refused).toBe(true);
    expect(output).toContain(CLIMBING);
  });

  it.each([
    ['dashboard', "import { X } from '@/features/dashboard/week-state';"],
    ['dashboard', "import { X } from '@/lib/squares-grid';"],
  ])('lets %s import its own files and the shared layers: %s', (feature, source) => {
    expect(lintProbe(feature, source)).toEqual({ refused: false, output: expect.any(String) });
  });
});
