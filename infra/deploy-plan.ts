/**
 * What `npm run deploy` (scripts/deploy.ts) decides before it calls `cdk deploy`: the deploy settings
 * from the command line over the ones the last deploy saved, what is missing, and whether the
 * site origin still has to be learned from a first deploy's CloudFront domain.
 */

/** The settings a deploy keeps between runs (deploy.settings.json), as CDK context values. */
export type SavedSettings = Record<string, string>;

export interface DeployArguments {
  /** `-c key=value` / `--context key=value` / `--context=key=value` pairs. */
  context: SavedSettings;
  /** Everything else, passed on to `cdk deploy` as given (e.g. `--profile`). */
  passThrough: string[];
}

const CONTEXT_FLAGS = new Set(['-c', '--context']);

const pair = (text: string): [string, string] => {
  const at = text.indexOf('=');
  if (at <= 0) throw new Error(`A context value is key=value, not "${text}"`);
  return [text.slice(0, at), text.slice(at + 1)];
};

export const parseDeployArguments = (argv: string[]): DeployArguments => {
  const context: SavedSettings = {};
  const passThrough: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (CONTEXT_FLAGS.has(arg)) {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs key=value`);
      const [key, value] = pair(next);
      context[key] = value;
    } else if (arg.startsWith('--context=')) {
      const [key, value] = pair(arg.slice('--context='.length));
      context[key] = value;
    } else passThrough.push(arg);
  }
  return { context, passThrough };
};

/** Values a pool cannot run without; the rest have defaults (infra/settings.ts, cdk.json). */
export const missingSettings = (settings: SavedSettings): string[] => {
  const missing: string[] = [];
  if (!settings.adminEmails?.trim()) missing.push('adminEmails (the first admins, e.g. you@example.com)');
  if (!settings.authDomainPrefix?.trim()) {
    missing.push(
      'authDomainPrefix (the sign-in page is <prefix>.auth.<region>.amazoncognito.com: unique per region)',
    );
  }
  return missing;
};

/** Without a custom domain or a known origin, the first deploy learns it from CloudFront and deploys again. */
export const needsSiteOrigin = (settings: SavedSettings): boolean =>
  !settings.siteOrigin?.trim() && !settings.domainName?.trim();

/** What the plan says of the test-only powers, which a deployment has only when `testing=on`. */
export const testingPlan = (settings: SavedSettings): string =>
  settings.testing?.trim() === 'on'
    ? 'Testing: ON. The Testing tab simulates and resets weeks and sets finals before kickoff, and POOL_NOW / POOL_CLOCK_SPEED move the clock. Turn it off with -c testing=off.'
    : 'Testing: off. The Testing tab is refused and the clock is the real one (-c testing=on turns it on, for a pool nobody plays in).';

/** What the plan says of who can join a new pool (JOIN_POLICY, infra/stack.ts). */
export const joinPlan =
  'Who can join: invite. Only people who open the invite link (Admin → Users: Copy, Replace) can join; change it in Admin → Pool Settings → Who can join (open, invite, or approval by an admin).';

export const contextArguments = (settings: SavedSettings): string[] =>
  Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);

/** The stack's `SiteUrl` output from `cdk deploy --outputs-file`. */
export const siteUrlOutput = (outputs: unknown, stackName: string): string => {
  const url = (outputs as Record<string, Record<string, unknown> | undefined>)?.[stackName]?.SiteUrl;
  if (typeof url !== 'string' || !url.startsWith('https://')) {
    throw new Error(`The deploy's outputs have no SiteUrl for ${stackName}`);
  }
  return url;
};
