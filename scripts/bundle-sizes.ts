// `npm run synth` runs this after `cdk synth`: the size of each Lambda's bundle in the cloud assembly
// (cdk.out, or the folder given), minified as uploaded and gzipped, as a Markdown table.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { synthesizedFunctions } from '../infra/local/bundled-handlers';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = synthesizedFunctions(process.argv[2] ?? 'cdk.out').map((fn) => {
  const code = readFileSync(fn.file);
  return `| ${fn.kind === 'api' ? `/api ${fn.name}` : `job ${fn.name}`} | ${kb(code.length)} | ${kb(gzipSync(code).length)} |`;
});

console.log(
  ['', '| Function | index.mjs (KB) | gzipped (KB) |', '| --- | ---: | ---: |', ...rows].join('\n'),
);
