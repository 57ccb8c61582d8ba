import { config } from '../config';

/** As long as a sports-data call may take: the status page waits for its slowest check. */
const DISCOVERY_TIMEOUT_MS = 5000;

/**
 * For the admin's System Status: the issuer answers OpenID Connect discovery and publishes its keys.
 * One fetch of its discovery document rather than openid-client's discovery, so the admin's Lambda
 * carries no OIDC client (~28 KB of its bundle); sign-in itself still goes through openid-client.
 */
export const loginProviderCheck = async (): Promise<string> => {
  const issuer = config.oidcIssuer();
  const discovery = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof metadata.issuer !== 'string' || typeof metadata.jwks_uri !== 'string') {
    throw new Error('discovery names no issuer or no jwks_uri');
  }
  return `OpenID Connect issuer ${metadata.issuer} is configured`;
};
