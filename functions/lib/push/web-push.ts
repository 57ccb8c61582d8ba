import { createCipheriv, createECDH, createPrivateKey, ECDH, hkdfSync, randomBytes, sign } from 'node:crypto';

/*
 * Web Push with node:crypto alone: the message encrypted for the browser (RFC 8291, aes128gcm of
 * RFC 8188) and the request signed with the deployment's VAPID key (RFC 8292). The web-push package
 * does the same but brings 113.6 KB into every bundle that sends: the admin and game-day bundles past
 * their 300 KB limit (docs/performance.md, "Web Push: the sender is ours").
 */

/** The deployment's P-256 key pair: the public key raw (uncompressed point), the private key's scalar, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const CURVE = 'prime256v1';
/** One record holds the whole message: the push services accept 4096 bytes of body. */
const RECORD_SIZE = 4096;
const MAX_PAYLOAD_BYTES = RECORD_SIZE - 16 - 1 - 86;
/** A VAPID token lives at most 24 hours; 12 leaves room for clock skew. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

export const generateVapidKeys = (): VapidKeys => {
  const ecdh = createECDH(CURVE);
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A JWK's d is always 32 bytes; the scalar comes without its leading zero bytes.
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
};

/** Whether a subscription's keys are a P-256 public key and a 16-byte auth secret, as a browser makes them. */
export const areSubscriptionKeys = (p256dh: string, auth: string): boolean => {
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const key = Buffer.from(p256dh, 'base64url');
    // Throws unless the bytes are a point on the curve.
    ECDH.convertKey(key, CURVE);
    return key.length === 65;
  } catch {
    return false;
  }
};

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));

/** The body of a push: `salt | record size | key id (our ephemeral public key) | one encrypted record`. */
export const encryptPushMessage = (message: string, keys: { p256dh: string; auth: string }): Buffer => {
  const plaintext = Buffer.from(message, 'utf8');
  if (plaintext.length > MAX_PAYLOAD_BYTES) throw new Error('A push message must fit one record');
  const browserKey = Buffer.from(keys.p256dh, 'base64url');
  const sender = createECDH(CURVE);
  sender.generateKeys();
  const senderKey = sender.getPublicKey();
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = hkdf(sender.computeSecret(browserKey), Buffer.from(keys.auth, 'base64url'), info, 32);
  const salt = randomBytes(16);
  const cipher = createCipheriv(
    'aes-128-gcm',
    hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16),
    hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12),
  );
  // 0x02: the last (and only) record's padding delimiter.
  const record = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderKey.length, 20);
  return Buffer.concat([header, senderKey, record, cipher.getAuthTag()]);
};

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `vapid t=<ES256 JWT for the push service's origin>, k=<public key>`, valid from `nowMs` (real time). */
export const vapidAuthorization = (endpoint: string, subject: string, keys: VapidKeys, nowMs: number) => {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
      d: keys.privateKey,
    },
    format: 'jwk',
  });
  const unsigned = `${base64urlJson({ typ: 'JWT', alg: 'ES256' })}.${base64urlJson({
    aud: new URL(endpoint).origin,
    exp: Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS,
    sub: subject,
  })}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
};
