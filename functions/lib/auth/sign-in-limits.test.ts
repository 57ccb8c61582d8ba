import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './sign-in-limits';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('the address a sign-in counts against', () => {
  it("is CloudFront's viewer address, not its edge's (sourceIp) nor X-Forwarded-For", () => {
    const edge = '130.176.1.1';
    expect(
      clientAddress(
        event(edge, { 'cloudfront-viewer-address': '198.51.100.10:46532', 'x-forwarded-for': '1.2.3.4' }),
      ),
    ).toBe('198.51.100.10');
    expect(clientAddress(event(edge, { 'cloudfront-viewer-address': '2001:db8::1:46532' }))).toBe(
      '2001:db8::1',
    );
    expect(clientAddress(event(edge, { 'cloudfront-viewer-address': '[2001:db8::2]:443' }))).toBe(
      '2001:db8::2',
    );
  });

  it('is the source address without the header, or when the header holds no address', () => {
    expect(clientAddress(event('203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(event('203.0.113.5', { 'cloudfront-viewer-address': 'nonsense:1' }))).toBe(
      '203.0.113.5',
    );
    expect(clientAddress(event('203.0.113.5', { 'cloudfront-viewer-address': 'no-port' }))).toBe(
      '203.0.113.5',
    );
  });

  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('198.51.100.10')).toBe('198.51.100.10');
    expect(addressKey('::ffff:198.51.100.10')).toBe('198.51.100.10');
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0db8:00aa:00bb:ffff::9')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
