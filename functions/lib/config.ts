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
  adminEmails: () =>
    (env('ADMIN_EMAILS') ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  /** An ISO time pins the server clock; unset or 'now' uses the real clock. */
  poolNow: () => env('POOL_NOW'),
  season: () => Number(env('POOL_SEASON') ?? '2025'),
  sessionDays: () => Number(env('SESSION_DAYS') ?? '30'),
};

export const isSecureSite = (): boolean => config.siteOrigin().startsWith('https://');
