/**
 * Writes frontend/src/features/biome.json, the rule that keeps each feature to itself: Biome's
 * import patterns cannot name the importing file's own folder, so each feature gets its own block.
 * Run it after adding or removing a feature folder: `npx tsx scripts/feature-lint-config.ts`
 * (test/integration/feature-imports.test.ts fails while the file is not what this writes).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const featuresDir = fileURLToPath(new URL('../frontend/src/features', import.meta.url));

/** Every folder of frontend/src/features: one feature each. */
export const featureFolders = (): string[] =>
  readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const CROSS_FEATURE =
  'A feature never imports another feature: move what two features share to frontend/src/components or frontend/src/lib.';
const APP = 'A feature never imports the app (frontend/src/app): the app imports the features.';
const CLIMBING =
  'Import your own feature as @/features/<feature>/..., never through ../ (it could reach another feature).';

const json = (value: string) => JSON.stringify(value);
const pattern = (group: string[], message: string) =>
  `        { "group": [${group.map(json).join(', ')}], "message": ${json(message)} }`;

const block = (feature: string) =>
  [
    '    {',
    `      "includes": ["${feature}/**"],`,
    '      "linter": { "rules": { "style": { "noRestrictedImports": { "level": "error", "options": { "patterns": [',
    [
      pattern(['@/features/**', `!@/features/${feature}/**`], CROSS_FEATURE),
      pattern(['@/app', '@/app/**'], APP),
      pattern(['../**'], CLIMBING),
    ].join(',\n'),
    '      ] } } } } }',
    '    }',
  ].join('\n');

/** The text of frontend/src/features/biome.json for these features. */
export const featureLintConfig = (features: readonly string[]): string =>
  [
    '{',
    '  "$schema": "../../../node_modules/@biomejs/biome/configuration_schema.json",',
    '  "root": false,',
    '  "extends": "//",',
    '  "overrides": [',
    features.map(block).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(`${featuresDir}/biome.json`, featureLintConfig(featureFolders()));
}
