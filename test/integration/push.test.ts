import { beforeAll, describe, expect, it } from 'vitest';
import type { PushDevice, PushPublicKey } from '../../shared/schemas/push';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

/*
 * Web Push (issue 40) over HTTP against dynalite: a player's devices (subscribe, list, unsubscribe),
 * only real push services, and reminders that reach a loopback push service encrypted and signed.
 */
const stack = localStackForFile({ seed: true });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let alice: PoolClient;
let bob: PoolClient;

const subscription = (endpoint: string) => ({
  endpoint,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
});
const subscribe = (client: PoolClient, endpoint: string) =>
  client.send('POST', '/api/push/subscriptions', subscription(endpoint));
const devicesOf = (client: PoolClient) => json<PushDevice[]>(client.get('/api/push/subscriptions'));
const unsubscribe = (client: PoolClient, query: string) =>
  client.send('DELETE', `/api/push/subscriptions?${query}`);

beforeAll(async () => {
  ({ client: alice } = await signIn(stack.url, 'alice@example.com'));
  ({ client: bob } = await signIn(stack.url, 'bob@example.com'));
});

describe('the VAPID public key', () => {
  it('is one P-256 key for the deployment, the same to every player', async () => {
    const { publicKey } = await json<PushPublicKey>(alice.get('/api/push/public-key'));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(await json<PushPublicKey>(bob.get('/api/push/public-key'))).toEqual({ publicKey });
  });
});

describe("a player's devices", () => {
  const phone = 'https://fcm.googleapis.com/fcm/send/alice-phone:APA91b';
  const laptop = 'https://updates.push.services.mozilla.com/wpush/v2/alice-laptop';

  it('subscribes, lists and unsubscribes this browser, and only their own', async () => {
    const added = await subscribe(alice, phone);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ service: 'fcm.googleapis.com' });
    expect((await subscribe(alice, laptop)).status).toBe(201);
    // The same browser again refreshes its keys: still one device.
    expect((await subscribe(alice, phone)).status).toBe(201);
    const devices = await devicesOf(alice);
    expect(devices.map((device) => device.service).sort()).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
    ]);
    expect(await devicesOf(bob)).toEqual([]);

    // Bob cannot turn off Alice's devices, by endpoint or by id.
    const laptopId = devices.find((device) => device.service !== 'fcm.googleapis.com')?.id;
    for (const query of [`endpoint=${encodeURIComponent(phone)}`, `id=${laptopId}`]) {
      const refused = await unsubscribe(bob, query);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ message: 'No such device has push on' });
    }
    expect(await devicesOf(alice)).toHaveLength(2);

    const off = await unsubscribe(alice, `endpoint=${encodeURIComponent(phone)}`);
    expect(off.status).toBe(200);
    expect((await json<PushDevice[]>(off)).map((device) => device.id)).toEqual([laptopId]);
    expect((await unsubscribe(alice, `id=${laptopId}`)).status).toBe(200);
    expect(await devicesOf(alice)).toEqual([]);
  });

  it.each([
    ['a loopback address', 'http://127.0.0.1:9/push'],
    ['a host of its choosing', 'https://evil.example/push'],
    ['a known host over plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
  ])('refuses %s with 400 and a message, and stores nothing', async (_, endpoint) => {
    const before = await tableSnapshot();
    const refused = await subscribe(alice, endpoint);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message:
        'This browser’s push address is not a known push service (Google, Mozilla, Apple or Microsoft)',
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('refuses a subscription without its keys, and keeps at most 10 devices a player', async () => {
    const bare = await alice.send('POST', '/api/push/subscriptions', { endpoint: phone });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toHaveProperty('message');
    for (let i = 0; i < 10; i += 1) {
      expect((await subscribe(bob, `https://fcm.googleapis.com/fcm/send/bob-${i}`)).status).toBe(201);
    }
    const eleventh = await subscribe(bob, 'https://fcm.googleapis.com/fcm/send/bob-10');
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toEqual({
      message: 'Push is on for 10 devices already: turn it off on one of them first',
    });
    expect(await devicesOf(bob)).toHaveLength(10);
    for (const device of await devicesOf(bob)) await unsubscribe(bob, `id=${device.id}`);
  });
});
