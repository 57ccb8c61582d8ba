import type { Node } from 'constructs';

/**
 * What an admin sets per deployment, from CDK context (`cdk.json`, or `cdk deploy -c key=value`).
 * Everything else in the stack is fixed.
 */
export interface DeploySettings {
  /**
   * The origin the browser uses, e.g. `https://pool.example.com`, no path or trailing slash.
   * It cannot be read from the CloudFront distribution (Lambda env -> Distribution -> API -> Lambda
   * would be a cycle), so the admin sets it: the custom domain, or, after the first deploy, the
   * distribution's `https://dxxxx.cloudfront.net` (output SiteUrl) followed by a second deploy.
   */
  siteOrigin: string;
  /** Hosted-login domain prefix `<prefix>.auth.<region>.amazoncognito.com`; unique per region. */
  authDomainPrefix: string;
  /** First admins, lower-cased; later admins are promoted in the app. */
  adminEmails: string[];
  /** The pool season the keys carry. */
  poolSeason: string;
  /** The sender of reminder mail: an address (or one of a domain) verified in Amazon SES. */
  mailFrom: string;
  /** Optional custom domain for the distribution; needs `certificateArn` (ACM, us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Where the schedule and scores come from: the live ESPN site API, or the bundled season file (a demo). */
  sportsDataProvider: SportsDataProviderName;
  /** Subscribed to the alarms' topic when given (the address confirms the subscription by mail). */
  alarmEmail?: string;
  /** Google sign-in on the hosted login page, when both are given. */
  google?: GoogleSignIn;
  /**
   * The test-only powers (the Testing tab: simulate, reset, a final score before kickoff; the pool
   * clock's POOL_NOW / POOL_CLOCK_SPEED): context `testing=on`, off by default.
   */
  testing: boolean;
}

export type SportsDataProviderName = 'espn' | 'season-file';

export interface GoogleSignIn {
  /** The OAuth client id from the Google Cloud console. */
  clientId: string;
  /** The Secrets Manager secret (name) holding the OAuth client secret as plain text. */
  clientSecretName: string;
}

export const defaultSettings: DeploySettings = {
  siteOrigin: 'https://pool.example.com',
  authDomainPrefix: 'nfl-pool-selfhosted',
  adminEmails: [],
  poolSeason: '2025',
  mailFrom: 'NFL Pool <pool@example.com>',
  sportsDataProvider: 'espn',
  testing: false,
};

const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
};

const list = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value.map(String) : (text(value) ?? '').split(',');
  return items.map((item) => item.trim().toLowerCase()).filter(Boolean);
};

/** Normalizes an origin and rejects anything that is not `scheme://host[:port]`. */
export const toOrigin = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`siteOrigin must be an absolute URL such as https://pool.example.com (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`siteOrigin must use https (got "${value}")`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`siteOrigin must be an origin without a path (got "${value}")`);
  }
  return url.origin;
};

const sportsDataProvider = (value: string | undefined): SportsDataProviderName => {
  if (value === undefined) return defaultSettings.sportsDataProvider;
  if (value !== 'espn' && value !== 'season-file') {
    throw new Error(`sportsDataProvider must be espn or season-file (got "${value}")`);
  }
  return value;
};

const email = (key: string, value: string | undefined): string | undefined => {
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new Error(`${key} must be an email address (got "${value}")`);
  }
  return value;
};

const googleSignIn = (clientId: string | undefined, clientSecretName: string | undefined) => {
  if (!clientId && !clientSecretName) return undefined;
  if (!clientId || !clientSecretName) {
    throw new Error('Google sign-in needs both googleClientId and googleClientSecretName');
  }
  return { clientId, clientSecretName };
};

const onOff = (key: string, value: string | undefined): boolean => {
  if (value === undefined || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`${key} must be on or off (got "${value}")`);
};

/** Reads the deploy settings from context; see cdk.json for the keys. */
export const readSettings = (node: Node): DeploySettings => {
  const domainName = text(node.tryGetContext('domainName'));
  const certificateArn = text(node.tryGetContext('certificateArn'));
  if (domainName && !certificateArn) {
    throw new Error('Context domainName needs certificateArn (an ACM certificate in us-east-1)');
  }
  const siteOrigin =
    text(node.tryGetContext('siteOrigin')) ??
    (domainName ? `https://${domainName}` : defaultSettings.siteOrigin);
  return {
    siteOrigin: toOrigin(siteOrigin),
    authDomainPrefix: text(node.tryGetContext('authDomainPrefix')) ?? defaultSettings.authDomainPrefix,
    adminEmails: list(node.tryGetContext('adminEmails')),
    poolSeason: text(node.tryGetContext('poolSeason')) ?? defaultSettings.poolSeason,
    mailFrom: text(node.tryGetContext('mailFrom')) ?? defaultSettings.mailFrom,
    domainName,
    certificateArn,
    sportsDataProvider: sportsDataProvider(text(node.tryGetContext('sportsDataProvider'))),
    alarmEmail: email('alarmEmail', text(node.tryGetContext('alarmEmail'))),
    google: googleSignIn(
      text(node.tryGetContext('googleClientId')),
      text(node.tryGetContext('googleClientSecretName')),
    ),
    testing: onOff('testing', text(node.tryGetContext('testing'))),
  };
};
