import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { type AttemptSubject, countAttempt } from '../data/sign-in-limits-repository';
import { tooManyRequests } from '../http/errors';

/**
 * The address a request comes from. In AWS the API is reached through CloudFront, so API Gateway's
 * sourceIp is a CloudFront edge shared by every viewer near it; the viewer's own address is
 * CloudFront-Viewer-Address (`<ip>:<port>`), which CloudFront sets itself and the /api/* behavior
 * forwards (AllViewerExceptHostHeader). A request that did not come through CloudFront is refused
 * before this (http/middleware/site-only), so nobody else sets it. X-Forwarded-For is never read:
 * CloudFront appends to what the client sent, so its first hop is the client's to choose. Without
 * the header, sourceIp. The local gateway sets the header from the socket as CloudFront would.
 */
export const clientAddress = (event: APIGatewayProxyEventV2): string => {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const ip = viewer.slice(0, viewer.lastIndexOf(':')).replace(/^\[(.*)\]$/, '$1');
    if (isIP(ip)) return ip;
  }
  return event.requestContext.http.sourceIp;
};

/** IPv4 as it is; IPv6 by its /64, the block one subscriber holds (each of its addresses is theirs to use). */
export const addressKey = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [
    ...headGroups,
    ...Array(8 - headGroups.length - tailGroups.length).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

const currentWindow = (windowSeconds: number) => {
  // Wall-clock time, as for sessions: POOL_NOW pins the pool's clock on the laptop, not the visitors'.
  const nowSeconds = Math.floor(Date.now() / 1000);
  const startsAt = nowSeconds - (nowSeconds % windowSeconds);
  return { nowSeconds, window: { startsAt, endsAt: startsAt + windowSeconds } };
};

const countOrRefuse = async (subject: AttemptSubject, limit: number) => {
  const { nowSeconds, window } = currentWindow(config.signInLimits().windowSeconds);
  if (await countAttempt(subject, window, limit)) return;
  const retryAfter = window.endsAt - nowSeconds;
  const minutes = Math.ceil(retryAfter / 60);
  throw tooManyRequests(
    `Too many sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    retryAfter,
  );
};

/** Counts the start of a sign-in against the client's address; 429 once the window's limit is reached. */
export const countSignInFromAddress = (event: APIGatewayProxyEventV2): Promise<void> =>
  countOrRefuse({ kind: 'ADDRESS', id: addressKey(clientAddress(event)) }, config.signInLimits().perAddress);

/** Counts a sign-in the provider completed against the email it named (stored hashed); 429 past the limit. */
export const countSignInOfEmail = (email: string): Promise<void> =>
  countOrRefuse(
    { kind: 'EMAIL', id: createHash('sha256').update(email).digest('hex') },
    config.signInLimits().perEmail,
  );
