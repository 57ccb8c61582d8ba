// `npm run deploy`: builds the SPA and runs `cdk deploy` with the pool's context values. Values given
// as `-c key=value` are kept in deploy.settings.json, so the next deploy needs no arguments. Without a
// custom domain or a known site origin, the first deploy learns the CloudFront domain and deploys again.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  contextArguments,
  joinPlan,
  missingSettings,
  needsSiteOrigin,
  parseDeployArguments,
  type SavedSettings,
  siteUrlOutput,
  testingPlan,
} from '../infra/deploy-plan';

const SETTINGS_FILE = 'deploy.settings.json';
const OUTPUTS_FILE = 'cdk.out/deploy-outputs.json';

const run = (command: string, args: string[]): void => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.slice(0, 2).join(' ')} failed; nothing more was deployed.`);
    process.exit(result.status ?? 1);
  }
};

const saved: SavedSettings = existsSync(SETTINGS_FILE) ? JSON.parse(readFileSync(SETTINGS_FILE, 'utf8')) : {};
const { context, passThrough } = parseDeployArguments(process.argv.slice(2));
const settings: SavedSettings = { ...saved, ...context };

const missing = missingSettings(settings);
if (missing.length) {
  console.error(`npm run deploy needs, as -c key=value:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  console.error(
    '\nFor example:\n  npm run deploy -- -c adminEmails=you@example.com -c authDomainPrefix=our-nfl-pool',
  );
  process.exit(1);
}

const stackName = settings.stackName ?? 'NflPool';
console.log(testingPlan(settings));
console.log(joinPlan);
const deploy = (values: SavedSettings) =>
  run('npx', [
    'cdk',
    'deploy',
    stackName,
    '--require-approval',
    'broadening',
    '--outputs-file',
    OUTPUTS_FILE,
    ...contextArguments(values),
    ...passThrough,
  ]);

run('npx', ['vite', 'build', '--logLevel', 'warn']);
const learnOrigin = needsSiteOrigin(settings);
deploy(settings);
const siteUrl = siteUrlOutput(JSON.parse(readFileSync(OUTPUTS_FILE, 'utf8')), stackName);
if (learnOrigin) {
  settings.siteOrigin = siteUrl;
  console.log(`\nThe site is ${siteUrl}: deploying again so sign-in and the API know their origin.`);
  deploy(settings);
}
writeFileSync(SETTINGS_FILE, `${JSON.stringify(settings, null, 2)}\n`);

console.log(`
The pool is at ${settings.siteOrigin ?? siteUrl}
Settings kept in ${SETTINGS_FILE} (the next "npm run deploy" reuses them).
First sign-in: open the site, choose Sign in, then "Sign up" with one of the adminEmails
(${settings.adminEmails}); Admin -> Data Sync -> "Set up the season" loads the teams and schedule.`);
