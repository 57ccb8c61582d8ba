// The whole suite, as the README and CI run it: lint and format, types, the SPA build, the CDK synth
// (fresh Lambda bundles in cdk.out, with their size table), then every vitest project (unit,
// integration, bundled: integration against those bundles, e2e in Debian's chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const run = (label, command, args, options = {}) => {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
};

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ensureChromium = () => {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Debian chromium is missing: installing it for the browser tests');
    return (
      run('apt-get update', 'apt-get', ['update']) &&
      run('install chromium', 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
    );
  }
  console.error(
    '\nThe browser tests need Debian chromium. Install it with:\n\n  sudo apt-get install -y chromium\n',
  );
  return false;
};

if (!ensureChromium()) process.exit(1);
const startedAt = Date.now();

// Biome first (it fails fast); then the types beside the SPA build and the synth (in that order: the
// synth uploads the built SPA), each one's output printed whole when it ends, so the logs do not interleave.
if (!run('lint and format (biome)', 'npx', ['biome', 'check', '.'])) process.exit(1);

const buffered = (label, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n== ${label}`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`\n${label} failed`);
      resolve(code === 0);
    });
  });

const prepared = await Promise.all([
  buffered('types (tsc)', 'npx', ['tsc', '--noEmit']),
  buffered('build the SPA (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn']).then(
    (built) => built && buffered('synth the stack (cdk)', 'npm', ['run', '--silent', 'synth']),
  ),
]);
if (prepared.includes(false)) process.exit(1);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const testsPassed = run('tests (vitest: unit, integration, bundled, e2e)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
console.log(`npm test took ${Math.round((Date.now() - startedAt) / 1000)} s`);
process.exit(testsPassed ? 0 : 1);
