import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areSubscriptionKeys, generateVapidKeys, vapidAuthorization } from './web-push';

describe('VAPID keys', () => {
  it('signs a token the public key verifies with every key made, a private scalar with leading zero bytes too', () => {
    // About one key in 256 has a scalar shorter than 32 bytes: 2000 keys meet some.
    for (let i = 0; i < 2000; i += 1) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      const authorization = vapidAuthorization(
        'https://fcm.googleapis.com/fcm/send/x',
        'mailto:a@b.c',
        keys,
        0,
      );
      const [, token = '', k] = authorization.match(/^vapid t=(\S+), k=(\S+)$/) ?? [];
      expect(k).toBe(keys.publicKey);
      const [header, claims, signature = ''] = token.split('.');
      const raw = Buffer.from(keys.publicKey, 'base64url');
      const key = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: raw.subarray(1, 33).toString('base64url'),
          y: raw.subarray(33).toString('base64url'),
        },
        format: 'jwk',
      });
      const data = Buffer.from(`${header}.${claims}`);
      expect(
        verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
      ).toBe(true);
    }
  });

  it('names the push service origin, expires within a day, and says who sends', () => {
    const authorization = vapidAuthorization(
      'https://web.push.apple.com/QGx2/abc',
      'https://pool.example.com',
      generateVapidKeys(),
      Date.parse('2025-12-11T17:00:00Z'),
    );
    const claims = authorization.split(' ')[1]?.slice(2).split('.')[1] ?? '';
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      aud: 'https://web.push.apple.com',
      exp: Date.parse('2025-12-12T05:00:00Z') / 1000,
      sub: 'https://pool.example.com',
    });
  });
});

describe('subscription keys', () => {
  it('takes a P-256 point and a 16-byte secret, and nothing else', () => {
    const { publicKey } = generateVapidKeys();
    const auth = Buffer.alloc(16, 7).toString('base64url');
    expect(areSubscriptionKeys(publicKey, auth)).toBe(true);
    expect(areSubscriptionKeys(`B${'x'.repeat(86)}`, auth)).toBe(false);
    expect(areSubscriptionKeys(publicKey, Buffer.alloc(8).toString('base64url'))).toBe(false);
  });
});
