import { JwtRsaVerifier } from 'aws-jwt-verify';
import * as client from 'openid-client';
import { signInEmail } from '../../../shared/email';
import { personName } from '../../../shared/person-name';
import { config } from '../config';
import { serviceUnavailable } from '../http/errors';
import { apiLogger } from '../logger';

/** The claims the app reads from a verified ID token. */
export interface IdentityClaims {
  email: string;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
  nonce: string | null;
}

interface Provider {
  configuration: client.Configuration;
  verifyIdToken: (token: string) => Promise<Record<string, unknown>>;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const connect = async (): Promise<Provider> => {
  const issuer = new URL(config.oidcIssuer());
  const clientId = config.oidcClientId();
  const secret = config.oidcClientSecret();
  // openid-client and aws-jwt-verify insist on https; the laptop's provider is plain http on loopback only.
  const loopback = isLoopback(issuer);
  const configuration = await client.discovery(
    issuer,
    clientId,
    secret,
    secret ? undefined : client.None(),
    loopback ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  const metadata = configuration.serverMetadata();
  if (!metadata.jwks_uri) throw new Error('The login provider publishes no jwks_uri');
  const verifier = JwtRsaVerifier.create({
    issuer: metadata.issuer,
    audience: clientId,
    jwksUri: metadata.jwks_uri,
  });
  if (loopback) {
    const jwks = await (await fetch(metadata.jwks_uri)).json();
    verifier.cacheJwks(jwks);
  }
  return {
    configuration,
    verifyIdToken: async (token) => (await verifier.verify(token)) as Record<string, unknown>,
  };
};

let provider: Promise<Provider> | undefined;

/** Discovery runs once per process; a failure is not cached, so the next request tries again. */
const loginProvider = async (): Promise<Provider> => {
  provider ??= connect();
  try {
    return await provider;
  } catch (error) {
    provider = undefined;
    apiLogger.error('login provider unavailable', { error: error as Error });
    throw serviceUnavailable('Sign-in is unavailable right now, please try again');
  }
};

export const callbackUrl = () => `${config.siteOrigin()}/api/callback`;

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const startAuthorization = async (): Promise<AuthorizationRequest> => {
  const { configuration } = await loginProvider();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Exchanges the code (PKCE, state and nonce checked) and verifies the ID token's signature and claims. */
export const finishAuthorization = async (
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<IdentityClaims> => {
  const { configuration, verifyIdToken } = await loginProvider();
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  if (!tokens.id_token) throw new Error('The login provider returned no ID token');
  const claims = await verifyIdToken(tokens.id_token);
  if (claims.nonce !== checks.nonce) throw new Error('ID token nonce does not match');
  const email = typeof claims.email === 'string' ? signInEmail(claims.email) : null;
  if (!email) throw new Error('The ID token carries no plausible email');
  // Players are found by email: an address the provider has not verified (Cognito, Google) is no one's yet.
  if (claims.email_verified === false || claims.email_verified === 'false') {
    throw new Error('The login provider has not verified this email');
  }
  return {
    email,
    givenName: personName(claims.given_name),
    familyName: personName(claims.family_name),
    name: personName(claims.name),
    picture: text(claims.picture),
    nonce: text(claims.nonce),
  };
};

/** Where the browser goes to end the provider's own session, then back to the site. */
export const providerLogoutUrl = async (): Promise<string> => {
  const home = `${config.siteOrigin()}/`;
  const { configuration } = await loginProvider();
  if (configuration.serverMetadata().end_session_endpoint) {
    return client.buildEndSessionUrl(configuration, {
      client_id: config.oidcClientId(),
      post_logout_redirect_uri: home,
    }).href;
  }
  return config.oidcLogoutUrl() ?? home;
};
