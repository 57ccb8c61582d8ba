import * as z from 'zod';

/** How many devices one player may have push on (each a subscription the reminders send to). */
export const MAX_PUSH_DEVICES = 10;

const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`);

/** POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .max(1024, 'endpoint is too long')
    .url('endpoint must be a URL'),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: base64url('keys.p256dh', 128),
      auth: base64url('keys.auth', 64),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions?endpoint=… (this browser) or ?id=… (one of the device list). */
export const pushSubscriptionQuery = z
  .object({
    endpoint: z.string().max(1024, 'endpoint is too long').optional(),
    id: z.string().max(64, 'id is too long').optional(),
  })
  .refine((query) => Boolean(query.endpoint) !== Boolean(query.id), {
    message: 'Give the endpoint or the id of the device',
  });

/** GET /api/push/public-key: the VAPID public key, base64url, for `pushManager.subscribe`. */
export interface PushPublicKey {
  publicKey: string;
}

/** One device of the player's push list. */
export interface PushDevice {
  id: string;
  /** The push service's host (fcm.googleapis.com, …), so the player can tell their devices apart. */
  service: string;
  createdAt: string;
}
