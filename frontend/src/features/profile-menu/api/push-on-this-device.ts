import type { PushDevice, PushPublicKey } from '@shared/schemas/push';
import { apiGet, apiMutate } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

export const pushDevicesKey = '/api/push/subscriptions';

/** What this browser can do about push: it cannot, the player blocked it, or it can ask. */
export type PushPermission = 'unsupported' | 'denied' | 'allowed';

/** This browser's push, as the menu reads it when it opens. */
export interface PushOnThisDevice {
  permission: PushPermission;
  /** The device id the server keeps this browser's subscription under, or null without one. */
  deviceId: string | null;
}

/** The player refused the browser's prompt (or it was dismissed): nothing was subscribed. */
export class PushNotAllowed extends Error {
  override readonly name = 'PushNotAllowed';
}

const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The id the server names a subscription by in the device list (functions/lib/data/push-repository.ts
 * `pushDeviceId`: the endpoint's SHA-256, base64url, 22 characters), so the menu knows which device
 * of the list is this one.
 */
export const pushDeviceIdOf = async (endpoint: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .slice(0, 22);
};

/** The service worker that receives the pushes; none until it has registered after the page's load. */
const workerRegistration = async (): Promise<ServiceWorkerRegistration> => {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error('The pool is still getting ready on this device: try again in a moment');
  return registration;
};

const browserSubscription = async (): Promise<PushSubscription | null> =>
  (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

export const readPushOnThisDevice = async (): Promise<PushOnThisDevice> => {
  if (!pushSupported()) return { permission: 'unsupported', deviceId: null };
  if (Notification.permission === 'denied') return { permission: 'denied', deviceId: null };
  const subscription = await browserSubscription();
  return {
    permission: 'allowed',
    deviceId: subscription ? await pushDeviceIdOf(subscription.endpoint) : null,
  };
};

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
};

/**
 * Turns push on for this browser: the browser's prompt (only now, as the player asked), a
 * subscription with the deployment's VAPID key, and the server keeps it. A subscription the server
 * refuses (the device limit) is dropped again, so the browser holds none the pool does not know.
 */
export const turnPushOn = async (): Promise<PushDevice> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowed(permission);
  const [{ publicKey }, registration] = await Promise.all([
    apiGet<PushPublicKey>('/api/push/public-key'),
    workerRegistration(),
  ]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    return await apiMutate<PushDevice>('POST', pushDevicesKey, subscription.toJSON());
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
};

const forgetOnServer = async (query: string): Promise<PushDevice[] | null> => {
  try {
    return await apiMutate<PushDevice[]>('DELETE', `${pushDevicesKey}?${query}`);
  } catch (error) {
    // Already gone from the list (cleared on another device): there is nothing left to turn off.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** Turns push off for this browser: the server forgets it, then the browser unsubscribes. */
export const turnPushOff = async (): Promise<PushDevice[] | null> => {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  const devices = await forgetOnServer(`endpoint=${encodeURIComponent(subscription.endpoint)}`);
  await subscription.unsubscribe();
  return devices;
};

/** Removes devices from the list; this browser's own subscription goes with its entry. */
export const removePushDevices = async (
  ids: readonly string[],
  thisDeviceId: string | null,
): Promise<PushDevice[] | null> => {
  let devices: PushDevice[] | null = null;
  for (const id of ids) devices = (await forgetOnServer(`id=${encodeURIComponent(id)}`)) ?? devices;
  if (thisDeviceId && ids.includes(thisDeviceId)) await (await browserSubscription())?.unsubscribe();
  return devices;
};
