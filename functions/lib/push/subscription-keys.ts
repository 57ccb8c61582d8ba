import { ECDH } from 'node:crypto';

/** Whether a subscription's keys are a P-256 public key and a 16-byte auth secret, as a browser makes them. */
export const areSubscriptionKeys = (p256dh: string, auth: string): boolean => {
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const key = Buffer.from(p256dh, 'base64url');
    // Throws unless the bytes are a point on the curve.
    ECDH.convertKey(key, 'prime256v1');
    return key.length === 65;
  } catch {
    return false;
  }
};
