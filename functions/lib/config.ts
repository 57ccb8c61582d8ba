import { fileURLToPath } from 'node:url';
import { normalizeEmail } from '../../shared/email';

/** Everything that differs between AWS and a laptop comes in here, from the environment. */
const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const required = (name: string): string => {
  const value = env(name);
  if (!value) throw new Error(`Missing configuration: ${name}`);
  return value;
};

/**
 * Run from the TypeScript sources, infra/season of this repository; run from a bundle (a Lambda
 * asset), the season/ folder synth copies beside it, never the repository's, so that a bundle
 * shipped without its files fails locally as it would in AWS.
 */
const shippedSeasonDir = fileURLToPath(
  new URL(
    new URL(import.meta.url).pathname.endsWith('.ts') ? '../../infra/season/' : './season/',
    import.meta.url,
  ),
);

const positiveWhole = (name: string, fallback: number): number => {
  const value = Number(env(name) ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

export const config = {
  tableName: () => required('TABLE_NAME'),
  /** Set locally (dynalite); unset in AWS. */
  dynamoEndpoint: () => env('DYNAMODB_ENDPOINT'),
  region: () => env('AWS_REGION') ?? 'us-east-1',
  /** What CloudFront sends the API in AWS so that only it gets through (http/middleware/site-only); unset locally. */
  originSecret: () => env('ORIGIN_SECRET'),
  /** The site origin, e.g. https://pool.example.com; mutations must carry it. */
  siteOrigin: () => required('SITE_ORIGIN'),
  oidcIssuer: () => required('OIDC_ISSUER'),
  oidcClientId: () => required('OIDC_CLIENT_ID'),
  oidcClientSecret: () => env('OIDC_CLIENT_SECRET'),
  /** Where the provider sends the browser after sign-out when it has no end-session endpoint (Cognito). */
  oidcLogoutUrl: () => env('OIDC_LOGOUT_URL'),
  adminEmails: () => (env('ADMIN_EMAILS') ?? '').split(',').map(normalizeEmail).filter(Boolean),
  /**
   * The test-only powers: the Testing tab's routes (simulate, reset, a final score before kickoff)
   * and the pool clock's POOL_NOW / POOL_CLOCK_SPEED. POOL_TESTING 'on' or 'off'; the stack always
   * sets it (off unless the deploy's `testing` context turns it on); unset, on outside Lambda
   * (`npm start`, the tests) and off in Lambda.
   */
  testingEnabled: () => {
    const value = env('POOL_TESTING');
    return value ? value === 'on' : !env('AWS_LAMBDA_FUNCTION_NAME');
  },
  /** An ISO time pins the server clock (only while testing is on); unset or 'now' uses the real clock. */
  poolNow: () => env('POOL_NOW'),
  /** How fast the pool clock runs from POOL_NOW: 0 frozen (the default), 1 real time, 60 a pool hour per real minute. */
  poolClockSpeed: () => {
    const value = Number(env('POOL_CLOCK_SPEED') ?? '0');
    if (!Number.isFinite(value) || value < 0) throw new Error('POOL_CLOCK_SPEED must be a number, 0 or more');
    return value;
  },
  season: () => Number(env('POOL_SEASON') ?? '2025'),
  sessionDays: () => Number(env('SESSION_DAYS') ?? '30'),
  /**
   * Sign-in attempts allowed in each fixed window (functions/lib/auth/sign-in-limits.ts): per client
   * address (starts of a sign-in) and per email (sign-ins the provider completed). The local stack
   * raises both: every browser on the laptop is 127.0.0.1, and tests sign the same people in often.
   */
  signInLimits: () => ({
    perAddress: positiveWhole('SIGN_IN_LIMIT_PER_ADDRESS', 20),
    perEmail: positiveWhole('SIGN_IN_LIMIT_PER_EMAIL', 10),
    windowSeconds: positiveWhole('SIGN_IN_LIMIT_WINDOW_SECONDS', 600),
  }),
  /**
   * SERVER_TIMING=on adds each answer's DynamoDB calls and times (the local stack and the benchmark).
   * Off in AWS: the figures tell a caller whether a cookie is a live session.
   */
  serverTiming: () => env('SERVER_TIMING') === 'on',
  /** Where teams, schedules and scores come from: the ESPN site API or the bundled season file. */
  sportsDataProvider: (): 'espn' | 'season-file' => {
    const value = env('SPORTS_DATA_PROVIDER') ?? 'season-file';
    if (value !== 'espn' && value !== 'season-file') {
      throw new Error(`SPORTS_DATA_PROVIDER must be espn or season-file, not ${value}`);
    }
    return value;
  },
  /** The ESPN site API's NFL root, without a trailing slash. */
  espnBaseUrl: () => {
    const url = env('ESPN_BASE_URL') ?? 'https://site.api.espn.com/apis/site/v2/sports/football/nfl';
    return url.replace(/\/+$/, '');
  },
  espnTimeoutMs: () => {
    const value = Number(env('ESPN_TIMEOUT_MS') ?? '5000');
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error('ESPN_TIMEOUT_MS must be a positive whole number');
    }
    return value;
  },
  /**
   * The EventBridge Scheduler schedule that runs the Sunday auto-pick in AWS (name and group); unset
   * locally, where the in-process scheduler reads the stored schedule instead.
   */
  autoPickScheduleName: () => env('AUTOPICK_SCHEDULE_NAME'),
  autoPickScheduleGroup: () => env('AUTOPICK_SCHEDULE_GROUP') ?? 'default',
  /** The EventBridge Scheduler schedule of the game-day job in AWS (its rate follows the admin's interval). */
  liveScoresScheduleName: () => env('LIVE_SCORES_SCHEDULE_NAME'),
  liveScoresScheduleGroup: () => env('LIVE_SCORES_SCHEDULE_GROUP') ?? 'default',
  /** How often (real milliseconds) the local scheduler looks whether a job is due by the pool clock. */
  jobTickMs: () => {
    const value = Number(env('JOB_TICK_MS') ?? '5000');
    if (!Number.isInteger(value) || value <= 0)
      throw new Error('JOB_TICK_MS must be a positive whole number');
    return value;
  },
  /** The folder of the season CSVs; by default the one shipped with the code (see shippedSeasonDir). */
  seasonDataDir: () => env('SEASON_DATA_DIR') ?? shippedSeasonDir,
  /** How mail leaves: SMTP (the local loopback mail server by default) or Amazon SES in AWS. */
  mailTransport: (): 'smtp' | 'ses' => {
    const value = env('MAIL_TRANSPORT') ?? 'smtp';
    if (value !== 'smtp' && value !== 'ses') {
      throw new Error(`MAIL_TRANSPORT must be smtp or ses, not ${value}`);
    }
    return value;
  },
  /** The sender of every mail; with SES, an address or domain verified in the account. */
  mailFrom: () => env('MAIL_FROM') ?? 'NFL Pool <pool@localhost>',
  smtpHost: () => env('SMTP_HOST') ?? '127.0.0.1',
  smtpPort: () => {
    const value = Number(env('SMTP_PORT') ?? '25');
    if (!Number.isInteger(value) || value <= 0 || value > 65535) {
      throw new Error('SMTP_PORT must be a port number');
    }
    return value;
  },
};

export const isSecureSite = (): boolean => config.siteOrigin().startsWith('https://');
