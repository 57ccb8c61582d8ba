import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areSubscriptionKeys } from './subscription-keys';

describe('subscription keys', () => {
  it('takes a P-256 point and a 16-byte secret, and nothing else', () => {
    const publicKey = createECDH('prime256v1').generateKeys('base64url');
    const auth = Buffer.alloc(16, 7).toString('base64url');
    expect(areSubscriptionKeys(publicKey, auth)).toBe(true);
    expect(areSubscriptionKeys(`B${'x'.repeat(86)}`, auth)).toBe(false);
    expect(areSubscriptionKeys(publicKey, Buffer.alloc(8).toString('base64url'))).toBe(false);
  });
});
