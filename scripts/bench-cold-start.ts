// npm run bench:cold-start: how long a fresh Node process takes to import each Lambda bundle in
// cdk.out (its module-level code and the AWS SDK clients it loads), the part of a cold start the
// code decides. Each bundle is imported in RUNS new processes; the table shows the median and worst.
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

const rows = synthesizedFunctions(process.argv[2] ?? 'cdk.out').map((fn) => {
  const times = Array.from({ length: RUNS }, () => importOnce(fn.file));
  const typical = median(times);
  const mark = typical < LIMIT_MS ? '✓' : '✗';
  return `| ${fn.kind === 'api' ? `/api ${fn.name}` : `job ${fn.name}`} | ${typical.toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${mark} |`;
});

console.log(
  [
    '',
    `Import time of each bundle in a new Node ${process.version} process, ${RUNS} runs (limit ${LIMIT_MS} ms, median):`,
    '',
    '| Function | median ms | worst ms | under limit |',
    '| --- | ---: | ---: | :---: |',
    ...rows,
  ].join('\n'),
);
