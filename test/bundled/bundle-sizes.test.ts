import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceGroups } from '../../functions/routes';
import { synthesizedFunctions } from '../../infra/local/bundled-handlers';

/** The most a bundle may weigh, minified as uploaded; `npm run synth` prints the sizes. */
const LIMIT_BYTES = 300 * 1024;

const functions = synthesizedFunctions(process.env.POOL_API_BUNDLES || 'cdk.out');

describe('the Lambda bundles of the synthesized stack', () => {
  it('are one per resource group, one per scheduled job and the grading queue’s', () => {
    const names = (kind: string) =>
      functions
        .filter((fn) => fn.kind === kind)
        .map((fn) => fn.name)
        .sort();
    expect(names('api')).toEqual([...resourceGroups].sort());
    expect(names('job')).toEqual(['auto-pick', 'game-day', 'grading parts']);
  });

  it.each(functions.map((fn) => [`${fn.kind} ${fn.name}`, fn.file]))('%s is under 300 KB', (_, file) => {
    expect(statSync(file).size).toBeLessThan(LIMIT_BYTES);
  });

  it.each([
    ['README.md', /every bundle under (\d+) KB/],
    ['docs/performance.md', /holds each under (\d+) KB/],
  ])('is the limit %s states', (doc, said) => {
    const text = readFileSync(new URL(`../../${doc}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(Number(said.exec(text)?.[1]) * 1024).toBe(LIMIT_BYTES);
  });
});
