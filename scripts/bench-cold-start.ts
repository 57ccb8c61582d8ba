// npm run bench:cold-start: how long a fresh Node process takes to import each Lambda bundle in
// cdk.out (its module-level code and the AWS SDK clients it loads), the part of a cold start the
// code decides. Each bundle is imported in RUNS new processes; the table shows the median and worst,
// and the median CPU time of the import (user + system): on a machine busy with other work the wall
// time grows with the wait for a core, the CPU time much less, so it tells a slow import from a busy machine.
// `npm run bench:cold-start -- cdk.out <other cdk.out>` also imports the other assembly's bundle of
// each function, alternately with this one's, so both see the same machine load: a before/after.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { synthesizedFunctions } from '../infra/local/bundled-handlers';

const RUNS = Number(process.env.COLD_START_RUNS ?? 7);
const LIMIT_MS = 150;

/** One import in a new process: its wall time and CPU time, ms. */
const importOnce = (file: string): { ms: number; cpuMs: number } => {
  const script = `const started = performance.now(); const cpu = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(file).href)}); const used = process.cpuUsage(cpu); process.stdout.write(JSON.stringify({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'us-east-1', TABLE_NAME: 'cold-start' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { ms: number; cpuMs: number };
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const [assembly = 'cdk.out', otherAssembly] = process.argv.slice(2);
const others = otherAssembly ? synthesizedFunctions(otherAssembly) : [];

const rows = synthesizedFunctions(assembly).map((fn) => {
  const other = others.find((o) => o.kind === fn.kind && o.name === fn.name);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const otherTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (other) otherTimes.push(importOnce(other.file).ms);
    const { ms, cpuMs } = importOnce(fn.file);
    times.push(ms);
    cpuTimes.push(cpuMs);
  }
  const typical = median(times);
  const mark = typical < LIMIT_MS ? '✓' : '✗';
  const compared = other ? ` ${median(otherTimes).toFixed(0)} |` : '';
  return `| ${fn.kind === 'api' ? `/api ${fn.name}` : `job ${fn.name}`} | ${typical.toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${median(cpuTimes).toFixed(0)} | ${mark} |${compared}`;
});

console.log(
  [
    '',
    `Import time of each bundle in a new Node ${process.version} process, ${RUNS} runs (limit ${LIMIT_MS} ms, median):`,
    '',
    `| Function | median ms | worst ms | CPU ms | under limit |${otherAssembly ? ` ${otherAssembly} median ms |` : ''}`,
    `| --- | ---: | ---: | ---: | :---: |${otherAssembly ? ' ---: |' : ''}`,
    ...rows,
  ].join('\n'),
);
