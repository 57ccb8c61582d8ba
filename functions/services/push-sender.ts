import { Logger } from '@aws-lambda-powertools/logger';
import { isAllowedPushEndpoint } from '../../shared/push-hosts';
import { MAX_PUSH_DEVICES } from '../../shared/schemas/push';
import { config } from '../lib/config';
import {
  deletePushSubscription,
  listPushSubscriptions,
  type PushSubscriptionRecord,
  vapidKeys,
} from '../lib/data/push-repository';
import { secretVapidKeys } from '../lib/push/vapid-secret';
import { type VapidKeys, webPush } from '../lib/push/web-push-package';

const logger = new Logger({ serviceName: 'pool-push' });

let cachedKeys: Promise<VapidKeys> | undefined;
/**
 * The deployment's keys, read once per process: in AWS from the stack's secret; locally from their
 * table item, which lives in the data folder with the rest of the table (in memory with it for
 * DATA_DIR=memory).
 */
export const deploymentVapidKeys = (): Promise<VapidKeys> => {
  const secretArn = config.vapidSecretArn();
  cachedKeys ??= (secretArn ? secretVapidKeys(secretArn) : vapidKeys()).catch((error) => {
    cachedKeys = undefined;
    throw error;
  });
  return cachedKeys;
};

/** What the service worker shows: a notification that opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per tag on a device: a later reminder replaces the earlier one. */
  tag: string;
}

/** `gone`: the push service forgot the subscription (404/410), now deleted; `failed`: try again later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** VAPID's contact: the site when it is https, else the sender's mail address. */
const vapidSubject = () => {
  const origin = config.siteOrigin();
  if (origin.startsWith('https://')) return origin;
  const from = config.mailFrom();
  return `mailto:${from.match(/<([^>]+)>/)?.[1] ?? from}`;
};

/**
 * The web-push package encrypts (RFC 8291) and signs (RFC 8292, VAPID) the message; it goes out with
 * `fetch` and a short timeout, so one slow push service holds up nothing else, and never follows a
 * redirect. The endpoint is checked again: only a push service ever gets a request.
 */
const sendTo = async (device: PushSubscriptionRecord, message: PushMessage): Promise<PushOutcome> => {
  if (!isAllowedPushEndpoint(device.endpoint, config.pushServiceHosts())) {
    await deletePushSubscription(device.userId, device.id);
    return 'gone';
  }
  const keys = await deploymentVapidKeys();
  try {
    const request = (await webPush()).generateRequestDetails(
      { endpoint: device.endpoint, keys: device.keys },
      JSON.stringify(message),
      {
        vapidDetails: { subject: vapidSubject(), ...keys },
        TTL: 6 * 60 * 60,
        urgency: 'high',
        topic: message.tag,
      },
    );
    const response = await fetch(device.endpoint, {
      method: request.method,
      // fetch counts the body's length itself.
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        name === 'Content-Length' ? [] : [[name, String(value)] as [string, string]],
      ),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(config.pushTimeoutMs()),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscription(device.userId, device.id);
      return 'gone';
    }
    if (response.ok) return 'sent';
    logger.warn('push refused', { userId: device.userId, device: device.id, status: response.status });
    return 'failed';
  } catch (error) {
    logger.warn('push not sent', { userId: device.userId, device: device.id, error: error as Error });
    return 'failed';
  }
};

/** Pushes one message to every device of the player, all at once; what became of each device. */
export const pushToPlayer = async (
  userId: string,
  message: PushMessage,
): Promise<{ device: PushSubscriptionRecord; outcome: PushOutcome }[]> => {
  const devices = await listPushSubscriptions(userId, MAX_PUSH_DEVICES);
  return Promise.all(devices.map(async (device) => ({ device, outcome: await sendTo(device, message) })));
};
