// npm run bench:cold-start: how long a fresh Node process takes to import each Lambda bundle in
// cdk.out (its module-level code and the AWS SDK clients it loads), the part of a cold start the
// code decides. Each bundle is imported in RUNS new processes; the table shows the median and worst.
// `npm run bench:cold-start -- cdk.out <other cdk.out>` also imports the other assembly's bundle of
// each function, alternately with this one's, so both see the same machine load: a before/after.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { synthesizedFunctions } from '../infra/local/bundled-handlers';

const RUNS = Number(process.env.COLD_START_RUNS ?? 7);
const LIMIT_MS = 150;

const importOnce = (file: string): number => {
  const script = `const started = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - started));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'us-east-1', TABLE_NAME: 'cold-start' },
    encoding: 'utf8',
  });
  return Number(out);
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const [assembly = 'cdk.out', otherAssembly] = process.argv.slice(2);
const others = otherAssembly ? synthesizedFunctions(otherAssembly) : [];

const rows = synthesizedFunctions(assembly).map((fn) => {
  const other = others.find((o) => o.kind === fn.kind && o.name === fn.name);
  const times: number[] = [];
  const otherTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (other) otherTimes.push(importOnce(other.file));
    times.push(importOnce(fn.file));
  }
  const typical = median(times);
  const mark = typical < LIMIT_MS ? '✓' : '✗';
  const compared = other ? ` ${median(otherTimes).toFixed(0)} |` : '';
  return `| ${fn.kind === 'api' ? `/api ${fn.name}` : `job ${fn.name}`} | ${typical.toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${mark} |${compared}`;
});

console.log(
  [
    '',
    `Import time of each bundle in a new Node ${process.version} process, ${RUNS} runs (limit ${LIMIT_MS} ms, median):`,
    '',
    `| Function | median ms | worst ms | under limit |${otherAssembly ? ` ${otherAssembly} median ms |` : ''}`,
    `| --- | ---: | ---: | :---: |${otherAssembly ? ' ---: |' : ''}`,
    ...rows,
  ].join('\n'),
);
