import type { VapidKeys } from 'web-push';

export type { VapidKeys };

/**
 * The `web-push` package (RFC 8291 encryption, RFC 8292 VAPID), imported on first use: a Lambda
 * pays its import only when it sends a push or makes the deployment's keys, never at cold start. In
 * AWS it is not in the bundle but built beside it (infra/pool-function.ts), its CommonJS exports the
 * module's default there as here.
 */
export const webPush = async () => (await import('web-push')).default;

/** A new P-256 key pair for the deployment, base64url (the public key raw, the private key's scalar). */
export const generateVapidKeys = async (): Promise<VapidKeys> => (await webPush()).generateVAPIDKeys();
