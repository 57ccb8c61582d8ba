import { fileURLToPath } from 'node:url';
import { normalizeEmail } from '../../shared/email';
import { type JoinPolicy, joinPolicies } from '../../shared/join-policy';

/**
 * How one variable is read: from its trimmed value (undefined when unset or empty) to the setting,
 * or an Error naming the variable. Written out rather than with zod: every Lambda loads this, and
 * zod's schema API brought in for it grew the bundles that use little of zod (teams, content,
 * squares, auto-pick) by 3 KB gzipped each.
 */
type Reader<T> = (value: string | undefined) => T;

const text: Reader<string | undefined> = (value) => value;

const checked =
  <T>(
    read: (value: string | undefined) => T | undefined,
    message: (value: string | undefined) => string,
  ): Reader<T> =>
  (value) => {
    const result = read(value);
    if (result === undefined) throw new Error(message(value));
    return result;
  };

const whole = (
  name: string,
  fallback: number,
  message = `${name} must be a positive whole number`,
  max = Number.MAX_SAFE_INTEGER,
) =>
  checked(
    (value) => {
      const number = Number(value ?? fallback);
      return Number.isInteger(number) && number > 0 && number <= max ? number : undefined;
    },
    () => message,
  );

const oneOf = <T extends string>(name: string, values: readonly [T, ...T[]], fallback: T) =>
  checked(
    (value) => values.find((allowed) => allowed === (value ?? fallback)),
    (value) => `${name} must be ${values.join(' or ')}, not ${value ?? fallback}`,
  );

/**
 * Everything that differs between AWS and a laptop comes in here, from the environment: every
 * variable is checked at once, and a bad one fails with a message naming it.
 */
const environmentSchema = {
  TABLE_NAME: text,
  DYNAMODB_ENDPOINT: text,
  AWS_REGION: text,
  AWS_LAMBDA_FUNCTION_NAME: text,
  ORIGIN_SECRET: text,
  SITE_ORIGIN: text,
  OIDC_ISSUER: text,
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  OIDC_LOGOUT_URL: text,
  ADMIN_EMAILS: text,
  POOL_TESTING: text,
  POOL_NOW: text,
  POOL_CLOCK_SPEED: checked(
    (value) => {
      const speed = Number(value ?? '0');
      return Number.isFinite(speed) && speed >= 0 ? speed : undefined;
    },
    () => 'POOL_CLOCK_SPEED must be a number, 0 or more',
  ),
  POOL_SEASON: whole('POOL_SEASON', 2025),
  SESSION_DAYS: whole('SESSION_DAYS', 30),
  JOIN_POLICY: checked<JoinPolicy | null>(
    (value) => (value === undefined ? null : joinPolicies.find((policy) => policy === value)),
    (value) => `JOIN_POLICY must be ${joinPolicies.join(' or ')}, not ${value}`,
  ),
  SIGN_IN_LIMIT_PER_ADDRESS: whole('SIGN_IN_LIMIT_PER_ADDRESS', 20),
  SIGN_IN_LIMIT_PER_EMAIL: whole('SIGN_IN_LIMIT_PER_EMAIL', 10),
  SIGN_IN_LIMIT_WINDOW_SECONDS: whole('SIGN_IN_LIMIT_WINDOW_SECONDS', 600),
  SERVER_TIMING: text,
  SPORTS_DATA_PROVIDER: oneOf('SPORTS_DATA_PROVIDER', ['espn', 'season-file'], 'season-file'),
  ESPN_BASE_URL: text,
  ESPN_TIMEOUT_MS: whole('ESPN_TIMEOUT_MS', 5000),
  AUTOPICK_SCHEDULE_NAME: text,
  AUTOPICK_SCHEDULE_GROUP: text,
  LIVE_SCORES_SCHEDULE_NAME: text,
  LIVE_SCORES_SCHEDULE_GROUP: text,
  GRADING_QUEUE_URL: text,
  JOB_TICK_MS: whole('JOB_TICK_MS', 5000),
  WEEK6_RESERVATION_MS: whole('WEEK6_RESERVATION_MS', 60_000),
  SEASON_DATA_DIR: text,
  MAIL_TRANSPORT: oneOf('MAIL_TRANSPORT', ['smtp', 'ses'], 'smtp'),
  MAIL_FROM: text,
  SMTP_HOST: text,
  SMTP_PORT: whole('SMTP_PORT', 25, 'SMTP_PORT must be a port number', 65535),
  PUSH_SERVICE_HOSTS: text,
  PUSH_TIMEOUT_MS: whole('PUSH_TIMEOUT_MS', 5000),
  VAPID_SECRET_ARN: text,
};
export type Environment = {
  [Name in keyof typeof environmentSchema]: ReturnType<(typeof environmentSchema)[Name]>;
};
const names = Object.keys(environmentSchema) as (keyof Environment)[];

/** The environment checked variable by variable; throws the first bad variable's message. */
export const parseEnvironment = (source: Record<string, string | undefined>): Environment =>
  Object.fromEntries(
    names.map((name) => [name, environmentSchema[name](source[name]?.trim() || undefined)]),
  ) as Environment;

let parsed: { key: string; environment: Environment } | undefined;

/**
 * Parsed once per process (a Lambda's cold start: groupHandler and the jobs call it at load); parsed
 * again only if a variable changed since, as the tests and the local stack set them in-process.
 */
export const environment = (): Environment => {
  const key = names.map((name) => process.env[name] ?? '').join('\u0000');
  if (parsed?.key !== key) parsed = { key, environment: parseEnvironment(process.env) };
  return parsed.environment;
};

const required = (name: keyof Environment): string => {
  const value = environment()[name];
  if (typeof value !== 'string') throw new Error(`Missing configuration: ${name}`);
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

export const config = {
  tableName: () => required('TABLE_NAME'),
  /** Set locally (dynalite); unset in AWS. */
  dynamoEndpoint: () => environment().DYNAMODB_ENDPOINT,
  region: () => environment().AWS_REGION ?? 'us-east-1',
  /** What CloudFront sends the API in AWS so that only it gets through (http/middleware/site-only); unset locally. */
  originSecret: () => environment().ORIGIN_SECRET,
  /** The site origin, e.g. https://pool.example.com; mutations must carry it. */
  siteOrigin: () => required('SITE_ORIGIN'),
  oidcIssuer: () => required('OIDC_ISSUER'),
  oidcClientId: () => required('OIDC_CLIENT_ID'),
  oidcClientSecret: () => environment().OIDC_CLIENT_SECRET,
  /** Where the provider sends the browser after sign-out when it has no end-session endpoint (Cognito). */
  oidcLogoutUrl: () => environment().OIDC_LOGOUT_URL,
  adminEmails: () => (environment().ADMIN_EMAILS ?? '').split(',').map(normalizeEmail).filter(Boolean),
  /**
   * The test-only powers: the Testing tab's routes (simulate, reset, a final score before kickoff)
   * and the pool clock's POOL_NOW / POOL_CLOCK_SPEED. POOL_TESTING 'on' or 'off'; the stack always
   * sets it (off unless the deploy's `testing` context turns it on); unset, on outside Lambda
   * (`npm start`, the tests) and off in Lambda.
   */
  testingEnabled: () => {
    const { POOL_TESTING, AWS_LAMBDA_FUNCTION_NAME } = environment();
    return POOL_TESTING ? POOL_TESTING === 'on' : !AWS_LAMBDA_FUNCTION_NAME;
  },
  /** An ISO time pins the server clock (only while testing is on); unset or 'now' uses the real clock. */
  poolNow: () => environment().POOL_NOW,
  /** How fast the pool clock runs from POOL_NOW: 0 frozen (the default), 1 real time, 60 a pool hour per real minute. */
  poolClockSpeed: () => environment().POOL_CLOCK_SPEED,
  season: () => environment().POOL_SEASON,
  sessionDays: () => environment().SESSION_DAYS,
  /**
   * Who can join until an admin sets it in Pool Settings (shared/join-policy.ts): JOIN_POLICY, which
   * the stack sets to 'invite'; unset, 'open' outside Lambda (`npm start`, the tests) and 'invite' in
   * Lambda.
   */
  defaultJoinPolicy: (): JoinPolicy => {
    const { JOIN_POLICY, AWS_LAMBDA_FUNCTION_NAME } = environment();
    return JOIN_POLICY ?? (AWS_LAMBDA_FUNCTION_NAME ? 'invite' : 'open');
  },
  /**
   * Sign-in attempts allowed in each fixed window (functions/lib/auth/sign-in-limits.ts): per client
   * address (starts of a sign-in) and per email (sign-ins the provider completed). The local stack
   * raises both: every browser on the laptop is 127.0.0.1, and tests sign the same people in often.
   */
  signInLimits: () => ({
    perAddress: environment().SIGN_IN_LIMIT_PER_ADDRESS,
    perEmail: environment().SIGN_IN_LIMIT_PER_EMAIL,
    windowSeconds: environment().SIGN_IN_LIMIT_WINDOW_SECONDS,
  }),
  /**
   * SERVER_TIMING=on adds each answer's DynamoDB calls and times (the local stack and the benchmark).
   * Off in AWS: the figures tell a caller whether a cookie is a live session.
   */
  serverTiming: () => environment().SERVER_TIMING === 'on',
  /** Where teams, schedules and scores come from: the ESPN site API or the bundled season file. */
  sportsDataProvider: (): 'espn' | 'season-file' => environment().SPORTS_DATA_PROVIDER,
  /** The ESPN site API's NFL root, without a trailing slash. */
  espnBaseUrl: () => {
    const url = environment().ESPN_BASE_URL ?? 'https://site.api.espn.com/apis/site/v2/sports/football/nfl';
    return url.replace(/\/+$/, '');
  },
  espnTimeoutMs: () => environment().ESPN_TIMEOUT_MS,
  /**
   * The EventBridge Scheduler schedule that runs the Sunday auto-pick in AWS (name and group); unset
   * locally, where the in-process scheduler reads the stored schedule instead.
   */
  autoPickScheduleName: () => environment().AUTOPICK_SCHEDULE_NAME,
  autoPickScheduleGroup: () => environment().AUTOPICK_SCHEDULE_GROUP ?? 'default',
  /** The EventBridge Scheduler schedule of the game-day job in AWS (its rate follows the admin's interval). */
  liveScoresScheduleName: () => environment().LIVE_SCORES_SCHEDULE_NAME,
  liveScoresScheduleGroup: () => environment().LIVE_SCORES_SCHEDULE_GROUP ?? 'default',
  /** The SQS queue of grading parts in AWS (functions/lib/grading/part-runner.ts); unset locally, where every part runs in the process. */
  gradingQueueUrl: () => environment().GRADING_QUEUE_URL,
  /** How often (real milliseconds) the local scheduler looks whether a job is due by the pool clock. */
  jobTickMs: () => environment().JOB_TICK_MS,
  /**
   * How long (real milliseconds) places a Week 6 create reserved stay its own before a later create
   * may give back those it left without an entry: longer than any request runs (the Lambda timeout
   * is 10 s). Tests shorten it to see a crashed create's places come back.
   */
  week6ReservationMs: () => environment().WEEK6_RESERVATION_MS,
  /** The folder of the season CSVs; by default the one shipped with the code (see shippedSeasonDir). */
  seasonDataDir: () => environment().SEASON_DATA_DIR ?? shippedSeasonDir,
  /** How mail leaves: SMTP (the local loopback mail server by default) or Amazon SES in AWS. */
  mailTransport: (): 'smtp' | 'ses' => environment().MAIL_TRANSPORT,
  /** The sender of every mail; with SES, an address or domain verified in the account. */
  mailFrom: () => environment().MAIL_FROM ?? 'NFL Pool <pool@localhost>',
  smtpHost: () => environment().SMTP_HOST ?? '127.0.0.1',
  smtpPort: () => environment().SMTP_PORT,
  /**
   * Push service hosts (`host[:port]`, comma-separated) allowed besides the known ones
   * (shared/push-hosts.ts): the tests' and the local stack's loopback push service.
   */
  pushServiceHosts: () =>
    (environment().PUSH_SERVICE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  /** How long one push waits for the push service; one that times out is left for the job's next run. */
  pushTimeoutMs: () => environment().PUSH_TIMEOUT_MS,
  /** The stack's Secrets Manager secret of the VAPID keys; unset locally, where they are a table item in the data folder. */
  vapidSecretArn: () => environment().VAPID_SECRET_ARN,
};

export const isSecureSite = (): boolean => config.siteOrigin().startsWith('https://');
