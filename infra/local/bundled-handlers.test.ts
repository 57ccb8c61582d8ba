import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceGroups } from '../../functions/routes';
import { loadBundles, synthesizedFunctions } from './bundled-handlers';

const root = mkdtempSync(path.join(tmpdir(), 'bundled-handlers-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const lambda = (description: unknown, asset: string) => ({
  Type: 'AWS::Lambda::Function',
  Properties: { Description: description, Handler: 'index.handler' },
  Metadata: { 'aws:asset:path': asset },
});

/** A cloud assembly whose every function counts its invocations: the number tells a cold start. */
const assembly = (name: string, groups: readonly string[], options: { withoutBundle?: string } = {}) => {
  const dir = path.join(root, name);
  const functions = [
    ...groups.map((group) => [`NFL pool /api: ${group}`, `asset.${group}`]),
    ['NFL pool: Sunday auto-pick', 'asset.auto-pick'],
    ['NFL pool: game-day live scores, grading and reminders', 'asset.game-day'],
  ];
  const resources: Record<string, unknown> = {
    Bucket: { Type: 'AWS::S3::Bucket' },
    AutoDelete: lambda({ 'Fn::Join': ['', ['Lambda function for auto-deleting objects']] }, 'asset.cdk'),
  };
  for (const [description, asset] of functions as [string, string][]) {
    resources[description.replace(/\W/g, '')] = lambda(description, asset);
    if (asset === `asset.${options.withoutBundle}`) continue;
    mkdirSync(path.join(dir, asset), { recursive: true });
    writeFileSync(
      path.join(dir, asset, 'index.mjs'),
      `let calls = 0; export const handler = async () => ['${asset}', ++calls];`,
    );
  }
  writeFileSync(path.join(dir, 'Pool.template.json'), JSON.stringify({ Resources: resources }));
  return dir;
};

describe('the bundles of a cloud assembly', () => {
  it('are found through the template: groups by their description, jobs by name, others left out', () => {
    const dir = assembly('complete', resourceGroups);
    const functions = synthesizedFunctions(dir);
    expect(functions.map((fn) => `${fn.kind} ${fn.name}`)).toEqual([
      ...resourceGroups.map((group) => `api ${group}`),
      'job auto-pick',
      'job game-day',
    ]);
    expect(functions[0]).toMatchObject({
      file: path.join(dir, `asset.${resourceGroups[0]}`, 'index.mjs'),
      exportName: 'handler',
    });
  });

  it('load each bundle once per local stack, a cold start of its own for each', async () => {
    const dir = assembly('cold-starts', resourceGroups);
    const first = loadBundles(dir, ['auto-pick', 'game-day']);
    const second = loadBundles(dir, []);
    expect(await (await first.group('admin-games'))({}, {})).toEqual(['asset.admin-games', 1]);
    expect(await (await first.group('admin-games'))({}, {})).toEqual(['asset.admin-games', 2]);
    expect(await (await first.job('game-day'))({}, {})).toEqual(['asset.game-day', 1]);
    expect(await (await second.group('admin-games'))({}, {})).toEqual(['asset.admin-games', 1]);
  });

  it('are refused with the fix when there is no assembly, a group has no function or its bundle is gone', () => {
    expect(() => synthesizedFunctions(path.join(root, 'none'))).toThrow(
      `No synthesized stack in ${path.join(root, 'none')}: run npm run synth first`,
    );
    const partial = assembly(
      'partial',
      resourceGroups.filter((group) => group !== 'week6'),
    );
    expect(() => loadBundles(partial, [])).toThrow(
      `The group week6 has no function in ${partial}: run npm run synth first`,
    );
    const bundleless = assembly('bundleless', resourceGroups, { withoutBundle: 'auth' });
    expect(() => loadBundles(bundleless, [])).toThrow(
      `The bundle of auth is missing (${path.join(bundleless, 'asset.auth', 'index.mjs')}): run npm run synth first`,
    );
    expect(() => loadBundles(assembly('jobless', resourceGroups), ['nightly'])).toThrow(
      /The job nightly has no function in .*jobless: run npm run synth first/,
    );
  });
});
