import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-hosts';

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx2',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])('lets the server send to a known push service: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['plain http to a known host', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another host', 'https://evil.example/push'],
    ['a host that only ends like one', 'https://evilfcm.googleapis.com/x'],
    ['a look-alike suffix', 'https://push.apple.com.evil.example/x'],
    ['the bare wildcard domain', 'https://push.apple.com/x'],
    ['a known host on another port', 'https://fcm.googleapis.com:8443/x'],
    ['a wildcard host on another port', 'https://web.push.apple.com:8443/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['loopback', 'http://127.0.0.1:9000/push'],
    ['loopback over https', 'https://127.0.0.1:9000/push'],
    ['not a URL', 'fcm.googleapis.com/x'],
    ['another scheme', 'ftp://fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(false);
  });

  it('adds the listed hosts, host and port exactly, http only on loopback', () => {
    const extra = ['127.0.0.1:9000', 'push.example.test'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9001/push/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.test/a', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example.test/a', extra)).toBe(false);
  });
});
