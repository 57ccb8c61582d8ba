/**
 * The push services a browser subscription may name: the server POSTs to a subscription's
 * endpoint, so it must never be an address a player chose. `*.` matches any subdomain.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

const hostMatches = (pattern: string, url: URL): boolean =>
  pattern.startsWith('*.')
    ? !url.port && url.hostname.endsWith(pattern.slice(1)) && url.hostname.length > pattern.length - 1
    : url.host === pattern;

/**
 * Whether the server may send to this endpoint: https on a known push service host, or on one of
 * `extraHosts` (PUSH_SERVICE_HOSTS, `host[:port]`). Plain http only to a listed loopback host (the
 * tests' and the local stack's own push service), never to any other.
 */
export const isAllowedPushEndpoint = (endpoint: string, extraHosts: readonly string[] = []): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const listed = extraHosts.some((host) => hostMatches(host, url));
  if (url.protocol === 'http:') return listed && LOOPBACK_HOSTNAMES.has(url.hostname);
  return (
    url.protocol === 'https:' && (listed || KNOWN_PUSH_SERVICE_HOSTS.some((host) => hostMatches(host, url)))
  );
};
