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

export const config = {
  tableName: () => required('TABLE_NAME'),
  /** Set locally (dynalite); unset in AWS. */
  dynamoEndpoint: () => env('DYNAMODB_ENDPOINT'),
  region: () => env('AWS_REGION') ?? 'us-east-1',
  /** The site origin, e.g. https://pool.example.com; mutations must carry it. */
  siteOrigin: () => required('SITE_ORIGIN'),
  oidcIssuer: () => required('OIDC_ISSUER'),
  oidcClientId: () => required('OIDC_CLIENT_ID'),
  oidcClientSecret: () => env('OIDC_CLIENT_SECRET'),
  /** Where the provider sends the browser after sign-out when it has no end-session endpoint (Cognito). */
  oidcLogoutUrl: () => env('OIDC_LOGOUT_URL'),
  adminEmails: () => (env('ADMIN_EMAILS') ?? '').split(',').map(normalizeEmail).filter(Boolean),
  /** An ISO time pins the server clock; unset or 'now' uses the real clock. */
  poolNow: () => env('POOL_NOW'),
  season: () => Number(env('POOL_SEASON') ?? '2025'),
  sessionDays: () => Number(env('SESSION_DAYS') ?? '30'),
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
  /** How often the local scheduler looks whether a run is due. */
  autoPickTickMs: () => {
    const value = Number(env('AUTOPICK_TICK_MS') ?? '30000');
    if (!Number.isInteger(value) || value <= 0)
      throw new Error('AUTOPICK_TICK_MS must be a positive whole number');
    return value;
  },
  /** The folder of the season CSVs; by default infra/season of this repository. */
  seasonDataDir: () =>
    env('SEASON_DATA_DIR') ?? fileURLToPath(new URL('../../infra/season/', import.meta.url)),
};

export const isSecureSite = (): boolean => config.siteOrigin().startsWith('https://');
