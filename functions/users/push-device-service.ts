import { isAllowedPushEndpoint } from '../../shared/push-hosts';
import { MAX_PUSH_DEVICES, type PushDevice, type PushSubscriptionBody } from '../../shared/schemas/push';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { config } from '../lib/config';
import {
  deletePushSubscription,
  listPushSubscriptions,
  type PushSubscriptionRecord,
  pushDeviceId,
  putPushSubscription,
} from '../lib/data/push-repository';
import { conflict, invalid, notFound } from '../lib/domain-errors';
import { areSubscriptionKeys } from '../lib/push/subscription-keys';

const notBrowserKeys = 'keys must be the browser’s P-256 key (p256dh) and 16-byte secret (auth)';

export const notAPushService =
  'This browser’s push address is not a known push service (Google, Mozilla, Apple or Microsoft)';

const toDevice = ({ id, endpoint, createdAt }: PushSubscriptionRecord): PushDevice => ({
  id,
  service: new URL(endpoint).host,
  createdAt,
});

export const listPushDevices = async (user: User): Promise<PushDevice[]> =>
  (await listPushSubscriptions(user.id, MAX_PUSH_DEVICES)).map(toDevice);

/**
 * Turns push on for this browser: its subscription is kept (the same endpoint again refreshes its
 * keys). Only a known push service's https address is kept, and at most MAX_PUSH_DEVICES a player,
 * counted by the repository's conditional write (a check of the list alone lets two at once pass it).
 */
export const addPushDevice = async (user: User, subscription: PushSubscriptionBody): Promise<PushDevice> => {
  if (!isAllowedPushEndpoint(subscription.endpoint, config.pushServiceHosts()))
    throw invalid(notAPushService);
  if (!areSubscriptionKeys(subscription.keys.p256dh, subscription.keys.auth)) throw invalid(notBrowserKeys);
  const id = pushDeviceId(subscription.endpoint);
  const existing = (await listPushSubscriptions(user.id, MAX_PUSH_DEVICES)).find(
    (device) => device.id === id,
  );
  const record: PushSubscriptionRecord = {
    id,
    userId: user.id,
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    createdAt: existing?.createdAt ?? now().toISOString(),
  };
  if (!(await putPushSubscription(record, MAX_PUSH_DEVICES))) {
    throw conflict(`Push is on for ${MAX_PUSH_DEVICES} devices already: turn it off on one of them first`);
  }
  return toDevice(record);
};

/** Turns push off for one of the player's own devices (by this browser's endpoint or the list's id). */
export const removePushDevice = async (
  user: User,
  which: { endpoint?: string; id?: string },
): Promise<void> => {
  const id = which.id ?? pushDeviceId(which.endpoint ?? '');
  if (!(await deletePushSubscription(user.id, id))) throw notFound('No such device has push on');
};
