/**
 * The security headers of every page and API response, one definition for both servers: the local
 * server sends `securityHeaderValues` (infra/local/static-site.ts), CloudFront's response headers
 * policy is built from `securityHeaders` (infra/site.ts), and the stack test holds the two equal.
 */
import { apiResponseHeaders } from '../functions/lib/http/responses';

/** Chakra's emotion styles need inline style elements; team logos come from ESPN's image host. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: https://a.espncdn.com",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders = {
  contentSecurityPolicy,
  /** One year, subdomains included; browsers ignore it over the laptop's plain http. */
  strictTransportSecurity: { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=()',
} as const;

/** The headers as they go out, lower-case names. */
export const securityHeaderValues: Record<string, string> = {
  'content-security-policy': securityHeaders.contentSecurityPolicy,
  'strict-transport-security': `max-age=${securityHeaders.strictTransportSecurity.maxAgeSeconds}${
    securityHeaders.strictTransportSecurity.includeSubdomains ? '; includeSubDomains' : ''
  }`,
  'x-content-type-options': securityHeaders.contentTypeOptions,
  'x-frame-options': securityHeaders.frameOptions,
  'referrer-policy': securityHeaders.referrerPolicy,
  'permissions-policy': securityHeaders.permissionsPolicy,
};

/**
 * Hashed build output under /assets/ never changes; everything else is revalidated on each visit;
 * API answers are never stored: the Lambda's own value, which CloudFront also puts on API Gateway's
 * own answers (the 404 of an unknown /api path, a throttled 429).
 */
export const cacheControl = {
  assets: 'public, max-age=31536000, immutable',
  other: 'no-cache',
  api: apiResponseHeaders['cache-control'],
} as const;
