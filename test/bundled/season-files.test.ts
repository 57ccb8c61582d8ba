import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { synthesizedFunctions } from '../../infra/local/bundled-handlers';

const functions = synthesizedFunctions(process.env.POOL_API_BUNDLES || 'cdk.out');
const seasonDir = new URL('../../infra/season/', import.meta.url);
const seasonFiles = readdirSync(seasonDir).filter((file) => file.endsWith('.csv'));
// Copies at the depth of cdk.out/asset.<hash>/: their external packages resolve from the project's
// node_modules, and a bundle looking in the repository (../../infra/season) would find the files there.
const copyOf = (name: string) => path.resolve(`test-results/bundle-${name}-without-season/index.mjs`);

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(() => {
  for (const name of ['admin-games', 'game-day'])
    rmSync(path.dirname(copyOf(name)), { recursive: true, force: true });
});

describe('the season files in the bundles', () => {
  it.each(functions.map((fn) => [`${fn.kind} ${fn.name}`, fn.file]))(
    '%s carries the season CSVs in season/ beside it',
    (_, file) => {
      for (const csv of seasonFiles) {
        const shipped = readFileSync(path.join(path.dirname(file), 'season', csv));
        expect(shipped.equals(readFileSync(new URL(csv, seasonDir))), csv).toBe(true);
      }
    },
  );

  it.each([
    ['api', 'admin-games'],
    ['job', 'game-day'],
  ])(
    'a %s %s bundle without them refuses to start with a configuration error, never reading the repository’s',
    async (kind, name) => {
      const fn = functions.find((candidate) => candidate.kind === kind && candidate.name === name);
      if (!fn) throw new Error(`no ${kind} ${name} bundle`);
      const copy = copyOf(name);
      mkdirSync(path.dirname(copy), { recursive: true });
      copyFileSync(fn.file, copy);
      vi.stubEnv('SPORTS_DATA_PROVIDER', 'season-file');
      vi.stubEnv('POOL_SEASON', '2025');

      await expect(import(/* @vite-ignore */ pathToFileURL(copy).href)).rejects.toThrow(
        `Configuration: SPORTS_DATA_PROVIDER is season-file but ${path.join(path.dirname(copy), 'season')}/ has no nfl-teams.csv, nfl-2025-regular-season.csv`,
      );
    },
  );
});
