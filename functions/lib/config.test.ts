import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, parseEnvironment } from './config';

const root = path.resolve(import.meta.dirname, '../..');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the configuration', () => {
  it('takes the defaults for what is unset, and an empty variable as unset', () => {
    const parsed = parseEnvironment({ SESSION_DAYS: '  ', TABLE_NAME: ' pool ' });
    expect(parsed).toMatchObject({
      TABLE_NAME: 'pool',
      POOL_SEASON: 2025,
      SESSION_DAYS: 30,
      POOL_CLOCK_SPEED: 0,
      SPORTS_DATA_PROVIDER: 'season-file',
      MAIL_TRANSPORT: 'smtp',
      SMTP_PORT: 25,
    });
  });

  it('is what the README’s table says each variable defaults to', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## How it fits together'),
    );
    const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
    const documented = new Map<string, string | undefined>();
    for (const line of section.split('\n').filter((row) => row.startsWith('| `'))) {
      const [names = '', defaults = ''] = line.split(' | ');
      const values = backticked(defaults);
      for (const [index, name] of backticked(names).entries()) documented.set(name, values[index]);
    }
    const defaults = Object.entries(parseEnvironment({})).filter(
      ([, value]) => typeof value === 'number' || typeof value === 'string',
    );
    expect(defaults.length).toBeGreaterThan(0);
    for (const [name, value] of defaults) {
      expect(documented.has(name), `${name} is not in the README's table`).toBe(true);
      // A row may say who sets it instead (SMTP_PORT: the local stack); a value it gives is the default.
      const said = documented.get(name);
      if (said !== undefined) expect(`${name}=${said}`).toBe(`${name}=${value}`);
    }
  });

  it.each([
    ['POOL_SEASON', 'twenty-25', 'POOL_SEASON must be a positive whole number'],
    ['SESSION_DAYS', '30 days', 'SESSION_DAYS must be a positive whole number'],
    ['SIGN_IN_LIMIT_PER_EMAIL', '0', 'SIGN_IN_LIMIT_PER_EMAIL must be a positive whole number'],
    ['SMTP_PORT', '70000', 'SMTP_PORT must be a port number'],
    ['POOL_CLOCK_SPEED', '-1', 'POOL_CLOCK_SPEED must be a number, 0 or more'],
    ['MAIL_TRANSPORT', 'fax', 'MAIL_TRANSPORT must be smtp or ses, not fax'],
    ['JOIN_POLICY', 'friends', 'JOIN_POLICY must be open or invite or approval, not friends'],
  ])('refuses %s=%s with a message naming it (no NaN gets through)', (name, value, message) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(message);
  });

  it('fails on any bad variable, whichever setting is read first', () => {
    vi.stubEnv('SESSION_DAYS', 'forever');
    expect(() => config.region()).toThrow('SESSION_DAYS must be a positive whole number');
  });

  it('starts a pool in AWS on invite and one on the laptop open, unless JOIN_POLICY says otherwise', () => {
    vi.stubEnv('JOIN_POLICY', '');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    expect(config.defaultJoinPolicy()).toBe('open');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'pool-api-auth');
    expect(config.defaultJoinPolicy()).toBe('invite');
    vi.stubEnv('JOIN_POLICY', 'approval');
    expect(config.defaultJoinPolicy()).toBe('approval');
  });

  it('names a required variable that is missing when it is read', () => {
    vi.stubEnv('TABLE_NAME', '');
    expect(() => config.tableName()).toThrow('Missing configuration: TABLE_NAME');
  });
});

describe('the configuration in the bundles', () => {
  // Every Lambda loads it: zod's schema API pulled in for it grew the bundles that use little of zod
  // themselves (teams, content, squares, auto-pick) by ~10 KB each.
  it('brings no zod into a Lambda bundle', async () => {
    const { metafile } = await build({
      entryPoints: [path.join(root, 'functions/lib/config.ts')],
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      // As infra/pool-function.ts bundles a Lambda.
      format: 'esm',
      platform: 'node',
      target: 'node22',
      minify: true,
      mainFields: ['module', 'main'],
      external: ['@aws-sdk/*', 'nodemailer'],
      logLevel: 'silent',
    });
    const bundled = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(bundled).toContain('functions/lib/config.ts');
    expect(bundled.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
  });
});
