import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ece from 'http_ece';
import { describe, expect, it } from 'vitest';
import type * as WebPush from 'web-push';
import { synthesizedFunctions } from '../../infra/local/bundled-handlers';

/*
 * web-push is external to the bundles and built beside each (infra/pool-function.ts). Node would
 * find the repository's own node_modules above cdk.out too, so the bundled integration tests cannot
 * tell a missing copy: this checks the copy each bundle ships, as Lambda would load it.
 */
const functions = synthesizedFunctions(process.env.POOL_API_BUNDLES || 'cdk.out');
const besideOf = (file: string) => path.join(path.dirname(file), 'node_modules', 'web-push', 'index.mjs');
const pushing = functions.filter((fn) => readFileSync(fn.file, 'utf8').includes('import("web-push")'));

describe('web-push beside the bundles', () => {
  it('is imported on first use only by the functions that push or make the VAPID keys', () => {
    expect(pushing.map((fn) => fn.name).sort()).toEqual(['admin-picks', 'game-day', 'users']);
    for (const fn of functions) expect(readFileSync(fn.file, 'utf8')).not.toMatch(/from\s*"web-push"/);
  });

  it.each(pushing.map((fn) => [fn.name, fn.file]))(
    'ships beside %s, and encrypts and signs a push the browser decrypts',
    async (_, file) => {
      expect(existsSync(besideOf(file))).toBe(true);
      const webPush = ((await import(pathToFileURL(besideOf(file)).href)) as { default: typeof WebPush })
        .default;
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const auth = randomBytes(16);
      const request = webPush.generateRequestDetails(
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/bundled',
          keys: { p256dh: browser.getPublicKey('base64url'), auth: auth.toString('base64url') },
        },
        'Week 15: picks missing',
        { vapidDetails: { subject: 'mailto:pool@example.com', ...webPush.generateVAPIDKeys() } },
      );
      expect(request.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const message = ece.decrypt(request.body, {
        version: 'aes128gcm',
        privateKey: browser,
        authSecret: auth,
      });
      expect(message.toString('utf8')).toBe('Week 15: picks missing');
    },
  );
});
