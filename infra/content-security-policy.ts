/** The SPA's Content-Security-Policy, the same from CloudFront and from the local server. Chakra's
 * emotion styles need inline style elements; team logos come from ESPN's image host. */
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
