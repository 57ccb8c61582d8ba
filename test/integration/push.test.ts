import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import ece from 'http_ece';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client';
import { runDueReminders } from '../../functions/services/reminder-job';
import { runWeekGradedPushes } from '../../functions/services/week-graded-push';
import type { Game } from '../../shared/game';
import { ordinal } from '../../shared/ordinal';
import { recordOf } from '../../shared/record';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { PushDevice, PushPublicKey } from '../../shared/schemas/push';
import type { ReminderPreferenceBody, RemindResult } from '../../shared/schemas/reminders';
import type { MySurvivorEntry, SurvivorEntry } from '../../shared/schemas/survivor';
import type { CurrentUser } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

/*
 * Web Push over HTTP against dynalite: a player's devices (subscribe, list, unsubscribe),
 * only real push services, and reminders that reach a loopback push service encrypted and signed.
 */
const stack = localStackForFile({ seed: true });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let alice: PoolClient;
let bob: PoolClient;

/** A browser's keys, real enough to encrypt for: this part of the file never decrypts. */
const someBrowser = createECDH('prime256v1');
someBrowser.generateKeys();
const subscription = (endpoint: string) => ({
  endpoint,
  keys: { p256dh: someBrowser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
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

  it('refuses a subscription without its keys or with keys no browser makes, and keeps at most 10 devices a player', async () => {
    const bare = await alice.send('POST', '/api/push/subscriptions', { endpoint: phone });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toHaveProperty('message');
    const before = await tableSnapshot();
    for (const keys of [
      { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
      { p256dh: someBrowser.getPublicKey('base64url'), auth: 'a'.repeat(8) },
    ]) {
      const forged = await alice.send('POST', '/api/push/subscriptions', { endpoint: phone, keys });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({
        message: 'keys must be the browser’s P-256 key (p256dh) and 16-byte secret (auth)',
      });
    }
    expect(await tableSnapshot()).toEqual(before);
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

  it('counts toward the limit the devices a player had before their device set existed', async () => {
    const { client: hank } = await signIn(stack.url, 'hank@example.com');
    const { id } = await json<CurrentUser>(hank.get('/api/auth/user'));
    const device = (i: number) => `https://fcm.googleapis.com/fcm/send/hank-${i}`;
    for (let i = 0; i < 10; i += 1) expect((await subscribe(hank, device(i))).status).toBe(201);
    // Devices stored before the set counted them: the devices, no set.
    const deviceSet = { PK: `USER#${id}`, SK: 'PUSHDEVICES' };
    await db().send(new DeleteCommand({ TableName: tableName(), Key: deviceSet }));

    const eleventh = await subscribe(hank, device(10));
    expect(eleventh.status).toBe(409);
    expect(await devicesOf(hank)).toHaveLength(10);
    // The same browser again still refreshes its keys; after one is turned off, another fits.
    expect((await subscribe(hank, device(3))).status).toBe(201);
    const [first] = await devicesOf(hank);
    expect((await unsubscribe(hank, `id=${first?.id}`)).status).toBe(200);
    expect((await subscribe(hank, device(10))).status).toBe(201);
    expect((await subscribe(hank, device(11))).status).toBe(409);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: deviceSet }));
    expect([...((Item?.deviceIds as Set<string> | undefined) ?? [])].sort()).toEqual(
      (await devicesOf(hank)).map((d) => d.id).sort(),
    );
    for (const { id: device } of await devicesOf(hank)) await unsubscribe(hank, `id=${device}`);
  });
});

/*
 * The loopback push service: an http server on 127.0.0.1, allowed through PUSH_SERVICE_HOSTS (plain
 * http is allowed only to a listed loopback host). It answers each path as `answers` says: 201 by
 * default, 410 for a subscription it forgot, or never (a push service that hangs).
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const answers = new Map<string, number | 'hang'>();
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '';
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    const answer = answers.get(path) ?? 201;
    if (answer !== 'hang') response.writeHead(answer).end();
  });
});
let pushOrigin = '';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
};
type BrowserKeys = ReturnType<typeof browserKeys>;
const subscribeDevice = (client: PoolClient, path: string, keys: BrowserKeys) =>
  client.send('POST', '/api/push/subscriptions', {
    endpoint: `${pushOrigin}${path}`,
    keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
  });

/** The body as the browser reads it: RFC 8291 decryption by http_ece, an implementation independent of ours. */
const decrypt = (body: Buffer, keys: BrowserKeys): string =>
  ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8');

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) against the deployment's public key. */
const vapidClaims = (authorization: string | undefined, publicKey: string) => {
  const match = authorization?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  expect(match[2]).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
};

const setReminders = (client: PoolClient, body: ReminderPreferenceBody) =>
  client.send('PUT', '/api/users/reminders', body);

describe('push reminders, through a loopback push service', () => {
  const aliceKeys = browserKeys();
  let admin: PoolClient;

  beforeAll(async () => {
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const { port } = pushService.address() as AddressInfo;
    pushOrigin = `http://127.0.0.1:${port}`;
    process.env.PUSH_SERVICE_HOSTS = `127.0.0.1:${port}`;
    ({ client: admin } = await signIn(stack.url, 'admin@example.com'));
    return async () => {
      delete process.env.PUSH_SERVICE_HOSTS;
      delete process.env.PUSH_TIMEOUT_MS;
      pushService.closeAllConnections();
      await new Promise((resolve) => pushService.close(resolve));
    };
  });

  it('keeps the push choice beside the emails: a PUT keeps every push it leaves out', async () => {
    const picksOnly = { picksMissing: true, survivorMissing: false, weekGraded: false };
    const on = await setReminders(alice, { enabled: false, leadHours: 24, push: { picksMissing: true } });
    expect(await on.json()).toEqual({ enabled: false, leadHours: 24, push: picksOnly });
    const emailsOnly = await setReminders(alice, { enabled: false, leadHours: 6 });
    expect(await emailsOnly.json()).toEqual({ enabled: false, leadHours: 6, push: picksOnly });
    const graded = await setReminders(alice, { enabled: false, leadHours: 6, push: { weekGraded: true } });
    expect(await graded.json()).toEqual({
      enabled: false,
      leadHours: 6,
      push: { ...picksOnly, weekGraded: true },
    });
    const bad = await setReminders(alice, {
      enabled: false,
      leadHours: 24,
      push: { picksMissing: 'yes' as unknown as boolean },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'push.picksMissing must be true or false' });
    expect(await json(alice.get('/api/users/reminders'))).toEqual({
      enabled: false,
      leadHours: 6,
      push: { ...picksOnly, weekGraded: true },
    });
    expect(
      (await setReminders(alice, { enabled: false, leadHours: 6, push: { weekGraded: false } })).status,
    ).toBe(200);
  });

  it('pushes the missing picks once, encrypted and VAPID-signed, and deletes a device the service answers 410', async () => {
    const { publicKey } = await json<PushPublicKey>(alice.get('/api/push/public-key'));
    expect((await subscribeDevice(alice, '/push/alice-phone', aliceKeys)).status).toBe(201);
    expect((await subscribeDevice(alice, '/push/alice-old-tablet', browserKeys())).status).toBe(201);
    answers.set('/push/alice-old-tablet', 410);
    received.length = 0;

    // Thursday noon of Week 15: 6 hours before the 01:15Z kickoff is 19:15Z.
    process.env.POOL_NOW = '2025-12-11T19:30:00.000Z';
    expect(await runDueReminders()).toEqual({ sent: 1 });
    expect(received.map((push) => push.path).sort()).toEqual(['/push/alice-old-tablet', '/push/alice-phone']);
    const push = received.find((candidate) => candidate.path === '/push/alice-phone');
    if (!push) throw new Error('no push reached the phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBeDefined();
    expect(push.body.toString('latin1')).not.toContain('picks');
    const claims = vapidClaims(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(pushOrigin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    const message = JSON.parse(decrypt(push.body, aliceKeys));
    expect(message).toMatchObject({
      title: 'Week 15: you still have picks to make',
      url: `${stack.url}/weekly-picks`,
      tag: 'picks-week-15',
    });
    expect(message.body).toMatch(
      /^\d+ picks to make\. The next game kicks off Thursday, Dec 11, 8:15 PM ET\.$/,
    );

    // The tablet the push service forgot is gone from the list; the phone stays.
    expect((await devicesOf(alice)).map((device) => device.service)).toEqual([new URL(pushOrigin).host]);
    // Once per week and lead: the next tick sends nothing.
    expect(await runDueReminders()).toEqual({ sent: 0 });
    expect(received).toHaveLength(2);
  });

  it('retries a push service that timed out on the next tick, without holding up the others', async () => {
    process.env.PUSH_TIMEOUT_MS = '300';
    const bobKeys = browserKeys();
    expect(
      (await setReminders(bob, { enabled: false, leadHours: 6, push: { picksMissing: true } })).status,
    ).toBe(200);
    expect((await subscribeDevice(bob, '/push/bob-hangs', bobKeys)).status).toBe(201);
    expect((await subscribeDevice(bob, '/push/bob-laptop', bobKeys)).status).toBe(201);
    answers.set('/push/bob-hangs', 'hang');
    received.length = 0;

    const started = Date.now();
    expect(await runDueReminders()).toEqual({ sent: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(received.map((push) => push.path).sort()).toEqual(['/push/bob-hangs', '/push/bob-laptop']);
    // Still Bob's device (a timeout is not a 404/410), and tried again on the next tick, now answered.
    expect(await devicesOf(bob)).toHaveLength(2);
    answers.set('/push/bob-hangs', 201);
    expect(await runDueReminders()).toEqual({ sent: 1 });
    expect(received.filter((push) => push.path === '/push/bob-hangs')).toHaveLength(2);
    expect(await runDueReminders()).toEqual({ sent: 0 });
  });

  it("sends both mail and push from the admin's remind players", async () => {
    received.length = 0;
    const reminded = await admin.send('POST', '/api/admin/missing-picks/remind');
    expect(reminded.status).toBe(200);
    const result = await json<RemindResult>(reminded);
    expect(result.recipients.map((recipient) => recipient.displayName)).toEqual(
      expect.arrayContaining(['alice_b']),
    );
    expect(received.map((push) => push.path).sort()).toEqual([
      '/push/alice-phone',
      '/push/bob-hangs',
      '/push/bob-laptop',
    ]);
  });

  it('removes the devices of a player the admin removes', async () => {
    const { client: leaving } = await signIn(stack.url, 'leaving-push@example.com', {
      username: 'leaving_push',
    });
    expect((await subscribeDevice(leaving, '/push/leaving', browserKeys())).status).toBe(201);
    const { id } = await json<{ id: string }>(leaving.get('/api/auth/user'));
    const devicesInTable = async () =>
      (await tableSnapshot()).filter(
        (item) => item.PK === `USER#${id}` && String(item.SK).startsWith('PUSH'),
      );
    // The device and the set that counts it.
    expect(await devicesInTable()).toHaveLength(2);
    expect((await admin.send('DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    expect(await devicesInTable()).toEqual([]);
  });

  const survivorOnly = { picksMissing: false, survivorMissing: true, weekGraded: false };
  /** The survivor push test's players: their browsers' keys and their clients. */
  const keys = new Map<string, BrowserKeys>();
  const clients = new Map<string, PoolClient>();
  /** The player's alive survivor entries (standard or late, and Week 6) without a Week 15 pick. */
  const openEntries = async (client: PoolClient) => {
    const { entry } = await json<MySurvivorEntry>(client.get('/api/survivor/entry'));
    const week6 = await json<SurvivorEntry[]>(client.get('/api/week6/entries'));
    return [...(entry ? [{ ...entry, displayName: entry.pool.name }] : []), ...week6].filter(
      (one) => !one.isEliminated && !one.picks.some((pick) => pick.week === 15),
    );
  };

  it('pushes the survivor entries still without a pick once each in the week, at the lead, only to players who asked and can pick', async () => {
    // Jamal's standard entry and Wendy's open Week 6 entry have no pick; Iris picks hers now; Carla's entry is out.
    for (const name of ['jamal', 'wendy', 'iris', 'carla']) {
      const { client } = await signIn(stack.url, `${name}@example.com`);
      clients.set(name, client);
      keys.set(name, browserKeys());
      expect((await setReminders(client, { enabled: false, leadHours: 6, push: survivorOnly })).status).toBe(
        200,
      );
      expect(
        (await subscribeDevice(client, `/push/${name}-phone`, keys.get(name) as BrowserKeys)).status,
      ).toBe(201);
    }
    const iris = clients.get('iris') as PoolClient;
    const games = await json<Game[]>(iris.get('/api/games/week/15'));
    for (const entry of await openEntries(iris)) {
      const used = new Set(entry.picks.map((pick) => pick.pickedTeamId));
      const team = games
        .filter((game) => game.lockReason === null)
        .flatMap((game) => [game.homeTeamId, game.awayTeamId])
        .find((teamId) => !used.has(teamId));
      const picked = await iris.send('POST', '/api/survivor/pick', {
        entryId: entry.id,
        pickedTeamId: team,
        week: 15,
      });
      expect(picked.status).toBe(200);
    }
    expect(await openEntries(iris)).toEqual([]);
    expect(await openEntries(clients.get('carla') as PoolClient)).toEqual([]);
    received.length = 0;

    process.env.POOL_NOW = '2025-12-11T19:30:00.000Z';
    await runDueReminders();
    const pushesTo = (name: string) => received.filter((push) => push.path === `/push/${name}-phone`);
    expect(pushesTo('iris')).toEqual([]);
    expect(pushesTo('carla')).toEqual([]);
    for (const [name, path] of [
      ['jamal', '/weekly-picks'],
      ['wendy', '/week6/pools'],
    ] as const) {
      const open = await openEntries(clients.get(name) as PoolClient);
      expect(open).toHaveLength(1);
      expect(pushesTo(name)).toHaveLength(1);
      const push = pushesTo(name)[0] as Received;
      expect(JSON.parse(decrypt(push.body, keys.get(name) as BrowserKeys))).toEqual({
        title: 'Week 15: your survivor pick is missing',
        body: `${open[0]?.displayName} has no pick yet. The next game kicks off Thursday, Dec 11, 8:15 PM ET.`,
        url: `${stack.url}${path}`,
        tag: 'survivor-week-15',
      });
    }

    // Once per entry and week: not on the next tick, nor at a nearer lead.
    await runDueReminders();
    const jamal = clients.get('jamal') as PoolClient;
    expect((await setReminders(jamal, { enabled: false, leadHours: 1, push: survivorOnly })).status).toBe(
      200,
    );
    process.env.POOL_NOW = '2025-12-12T00:30:00.000Z';
    await runDueReminders();
    process.env.POOL_NOW = '2025-12-11T19:30:00.000Z';
    expect(pushesTo('jamal')).toHaveLength(1);
    expect(pushesTo('wendy')).toHaveLength(1);
  });

  it("pushes the survivor entries without a pick from the admin's remind players, to a late-entry and a Week 6-only player too, once", async () => {
    const { client: nina } = await signIn(stack.url, 'nina@example.com');
    clients.set('nina', nina);
    keys.set('nina', browserKeys());
    // Nina has no weekly picks: her missing picks are her survivor pick, pushed once, as a survivor push.
    const picksAndSurvivor = { ...survivorOnly, picksMissing: true };
    expect((await setReminders(nina, { enabled: false, leadHours: 6, push: picksAndSurvivor })).status).toBe(
      200,
    );
    expect((await subscribeDevice(nina, '/push/nina-phone', keys.get('nina') as BrowserKeys)).status).toBe(
      201,
    );
    received.length = 0;

    // Nina plays only the late-entry group, Wendy only the Week 6 pools.
    const reminded = await admin.send('POST', '/api/admin/missing-picks/remind');
    expect(reminded.status).toBe(200);
    const { recipients } = await json<RemindResult>(reminded);
    expect(recipients.map((recipient) => recipient.displayName)).toEqual(
      expect.arrayContaining(['jamal_k', 'nina_late', 'wendy_w6']),
    );
    for (const [name, path] of [
      ['jamal', '/weekly-picks'],
      ['nina', '/weekly-picks'],
      ['wendy', '/week6/pools'],
    ] as const) {
      const open = await openEntries(clients.get(name) as PoolClient);
      expect(open).toHaveLength(1);
      const pushes = received.filter((push) => push.path === `/push/${name}-phone`);
      expect(pushes).toHaveLength(1);
      expect(JSON.parse(decrypt((pushes[0] as Received).body, keys.get(name) as BrowserKeys))).toEqual({
        title: 'Week 15: your survivor pick is missing',
        body: `${open[0]?.displayName} has no pick yet. The next game kicks off Thursday, Dec 11, 8:15 PM ET.`,
        url: `${stack.url}${path}`,
        tag: 'survivor-week-15',
      });
    }
    // Iris picked hers and Carla's entry is out: nothing to push them.
    expect(received.filter((push) => /\/(iris|carla)-phone$/.test(push.path))).toEqual([]);
  });

  it('pushes "week graded" with the board\'s record and place once a week is graded final, again only after a device timed out, not when a correction regrades', async () => {
    const { client: kate } = await signIn(stack.url, 'kate@example.com');
    const { client: leo } = await signIn(stack.url, 'leo@example.com');
    const kateKeys = browserKeys();
    const kateId = (await json<CurrentUser>(kate.get('/api/auth/user'))).id;
    expect(
      (await setReminders(kate, { enabled: false, leadHours: 24, push: { weekGraded: true } })).status,
    ).toBe(200);
    // Leo has a device but did not ask; Kate's tablet does not answer at first.
    for (const [client, path, keys] of [
      [kate, '/push/kate-phone', kateKeys],
      [kate, '/push/kate-tablet', browserKeys()],
      [leo, '/push/leo-phone', browserKeys()],
    ] as const) {
      expect((await subscribeDevice(client, path, keys)).status).toBe(201);
    }
    answers.set('/push/kate-tablet', 'hang');
    received.length = 0;

    // Week 14 is graded final; Week 15 (the current week) has not kicked off.
    const board = await json<WeeklyLeaderboardEntry[]>(kate.get('/api/leaderboard/weekly/14'));
    const mine = board.find((entry) => entry.userId === kateId);
    if (!mine) throw new Error('Kate is not on the Week 14 board');
    const place = ordinal(mine.rank);
    // A device that timed out: not sent, tried again on the next tick.
    expect(await runWeekGradedPushes()).toEqual({ sent: 0 });
    expect(received.map((push) => push.path).sort()).toEqual(['/push/kate-phone', '/push/kate-tablet']);
    answers.set('/push/kate-tablet', 201);
    received.length = 0;
    expect(await runWeekGradedPushes()).toEqual({ sent: 1 });
    expect(received.map((push) => push.path).sort()).toEqual(['/push/kate-phone', '/push/kate-tablet']);
    const phone = received.find((push) => push.path === '/push/kate-phone') as Received;
    expect(JSON.parse(decrypt(phone.body, kateKeys))).toEqual({
      title: `Week 14 graded: ${recordOf(mine)}, ${place}`,
      body: `${place} of ${board.length} on the Week 14 board.`,
      url: `${stack.url}/results`,
      tag: 'graded-week-14',
    });

    // A correction regrades the week: no second push.
    const games = await json<Game[]>(admin.get('/api/games/week/14'));
    const game = games[0] as Game;
    const corrected = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      homeScore: (game.homeScore ?? 0) + 14,
      awayScore: game.awayScore ?? 0,
    });
    expect(corrected.status).toBe(200);
    expect(await runWeekGradedPushes()).toEqual({ sent: 0 });
    expect(received).toHaveLength(2);
  });
});
