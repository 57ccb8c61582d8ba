import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFolders, featureLintConfig, featuresDir } from '../../scripts/feature-lint-config';

/**
 * frontend/src/features/biome.json, written by scripts/feature-lint-config.ts, keeps each feature to
 * itself: `biome check .` (the first step of `npm test`) refuses an import from one feature into
 * another, or into the app. These lint a probe file placed in a feature folder, as a developer would
 * write it, and remove it again.
 */
const root = join(featuresDir, '../../..');
const biome = join(root, 'node_modules/.bin/biome');
const CROSS_FEATURE = 'A feature never imports another feature';
const CLIMBING = 'never through ../';
const APP = 'A feature never imports the app';

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
    const loose = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(loose.map((entry) => entry.name)).toEqual(['biome.json']);
    expect(
      readFileSync(join(featuresDir, 'biome.json'), 'utf8'),
      'frontend/src/features/biome.json is stale: run `npx tsx scripts/feature-lint-config.ts`',
    ).toBe(featureLintConfig(featureFolders()));
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

  it.each([
    ['results', "import { X } from '@/app/router';"],
    ['admin-money', "const X = () => import('@/app');"],
  ])('refuses an import of the app into %s: %s', (feature, source) => {
    const { refused, output } = lintProbe(feature, source);
    expect(refused).toBe(true);
    expect(output).toContain(APP);
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
