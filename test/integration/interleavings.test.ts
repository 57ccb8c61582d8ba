import { createECDH, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client';
import {
  listUserEntries,
  readPool,
  readWeekFinalization,
} from '../../functions/lib/data/survivor-repository';
import { getUsernameClaim, getUsersConsistently, listUsers } from '../../functions/lib/data/users-repository';
import { allSurvivorPools } from '../../functions/services/survivor-pick-service';
import type { Game } from '../../shared/game';
import { isMondayGame, mnfTiebreakerGame } from '../../shared/mnf-game';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { MnfPrediction } from '../../shared/schemas/picks';
import { MAX_PUSH_DEVICES, type PushDevice } from '../../shared/schemas/push';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import { survivorMessages, WEEK6_MAX_ENTRIES } from '../../shared/survivor';
import type { CurrentUser, User } from '../../shared/user';
import { holdAtEachWrite } from '../support/interleave';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { isRetired, tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * Every multi-step write protocol of docs/data-model.md, with request A held at each of its writes in
 * turn while request B runs to its end (docs/quality.md, "Multi-step write protocols"). One local
 * stack for the file; each position signs in fresh people, so positions do not see each other.
 */
const stack = localStackForFile({ seed: true });
const BEFORE_WEEK_ONE = '2025-09-01T12:00:00.000Z';

type Item = Record<string, unknown>;
const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
const me = async (client: PoolClient) => json<CurrentUser>(client.get('/api/auth/user'));
const storedItem = async (PK: string, SK: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { PK, SK }, ConsistentRead: true }))).Item;
const itemsOfUser = async (userId: string, prefix: string): Promise<Item[]> =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :user AND begins_with(GSI1SK, :prefix)',
        ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': prefix },
      }),
    )
  ).Items ?? [];

let runs = 0;
/** A fresh email per sign-in, so positions of a sweep never share a person. */
const freshEmail = (what: string) => {
  runs += 1;
  return `${what}.${runs}@example.com`;
};
/** A username made of the email's name, for a sign-up that must finish the profile step. */
const usernameFor = (email: string) => (email.split('@')[0] ?? '').replace(/\W/g, '_');

let admin: PoolClient;
let adminId: string;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  adminId = (await me(admin)).id;
  await keepWeek6Open(admin);
});

/** The admins by their profiles (read consistently) and the admin set's members. */
const adminsNow = async () => {
  const everyone = await getUsersConsistently((await listUsers()).map((user) => user.id));
  const set = (await storedItem('ROLES', 'ADMINS'))?.admins as Record<string, true> | undefined;
  return {
    profiles: everyone.filter((user) => user.isAdmin).map((user) => user.id),
    set: Object.keys(set ?? {}),
  };
};

describe('admin demotion and removal: at least one admin', () => {
  // A deployment whose ADMIN_EMAILS no longer names the first admin: their role can then be taken.
  let adminEmails: string | undefined;
  beforeAll(() => {
    adminEmails = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = '';
  });
  afterAll(() => {
    process.env.ADMIN_EMAILS = adminEmails;
  });

  /** Two fresh admins x and y, the pool's only ones (the first admin demoted by x). */
  const lastTwoAdmins = async () => {
    const [x, y] = await Promise.all(
      ['x', 'y'].map(async (name) => (await signIn(stack.url, freshEmail(`last.${name}`))).client),
    );
    const [xUser, yUser] = await Promise.all([me(x as PoolClient), me(y as PoolClient)]);
    for (const user of [xUser, yUser]) {
      expect(
        (await admin.send('PATCH', `/api/admin/users/${user?.id}/admin`, { isAdmin: true })).status,
      ).toBe(200);
    }
    expect(
      (await (x as PoolClient).send('PATCH', `/api/admin/users/${adminId}/admin`, { isAdmin: false })).status,
    ).toBe(200);
    return {
      x: x as PoolClient,
      y: y as PoolClient,
      xId: (xUser as CurrentUser).id,
      yId: (yUser as CurrentUser).id,
    };
  };

  /** Someone is still an admin, every member of the set is one; then the first admin is restored alone. */
  const checkAndRestore = async (pair: Awaited<ReturnType<typeof lastTwoAdmins>>, statuses: number[]) => {
    const { profiles, set } = await adminsNow();
    expect(profiles.length, `admins ${JSON.stringify({ profiles, set, statuses })}`).toBeGreaterThanOrEqual(
      1,
    );
    expect(set.length).toBeGreaterThanOrEqual(1);
    expect(profiles).toEqual(expect.arrayContaining(set));
    const winner = profiles.includes(pair.xId) ? pair.x : pair.y;
    expect((await winner.send('PATCH', `/api/admin/users/${adminId}/admin`, { isAdmin: true })).status).toBe(
      200,
    );
    for (const id of profiles.filter((id) => id !== adminId)) {
      await admin.send('PATCH', `/api/admin/users/${id}/admin`, { isAdmin: false });
    }
    expect((await adminsNow()).profiles).toEqual([adminId]);
  };

  // A removal's own writes are held one by one below (its first is the admin set's, as a demotion's).
  it.each([
    ['demotes y', 'demotes x'],
    ['demotes y', 'removes x'],
  ])('x %s, held at each write, while y %s: one of them is refused', async (byX, byY) => {
    const act = (client: PoolClient, how: string, target: string) =>
      how.startsWith('demotes')
        ? client.send('PATCH', `/api/admin/users/${target}/admin`, { isAdmin: false })
        : client.send('DELETE', `/api/admin/users/${target}`);
    const writes = await holdAtEachWrite({
      setup: lastTwoAdmins,
      a: ({ x, yId }) => act(x, byX, yId),
      b: ({ y, xId }) => act(y, byY, xId),
      check: async (pair, { a, b }) => {
        // The loser is refused by the set (409), or, when the winner took its role first, as no admin
        // (403) or no user (401: removed).
        const [won, lost] = [a.status, b.status].sort();
        expect(won).toBe(200);
        expect([401, 403, 409]).toContain(lost);
        await checkAndRestore(pair, [a.status, b.status]);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});

describe('first sign-in: one account per email; the username step: one survivor entry', () => {
  it('two sign-ins of one new email, one held at each of its writes, make one account and no entry yet', async () => {
    const poolNow = process.env.POOL_NOW;
    process.env.POOL_NOW = BEFORE_WEEK_ONE;
    try {
      const writes = await holdAtEachWrite({
        setup: async () => freshEmail('twin'),
        a: async (email) => (await signIn(stack.url, email)).client,
        b: async (email) => (await signIn(stack.url, email)).client,
        check: async (email, { a, b }) => {
          const [first, second] = await Promise.all([me(a), me(b)]);
          expect(first.id).toBe(second.id);
          expect((await storedItem(`EMAIL#${email}`, 'EMAIL'))?.userId).toBe(first.id);
          const profiles = (await listUsers()).filter((user) => user.email === email);
          expect(profiles.map((user) => user.id)).toEqual([first.id]);
          expect(await itemsOfUser(first.id, 'SURVIVOR#')).toEqual([]);
        },
      });
      expect(writes).toBeGreaterThanOrEqual(3);
    } finally {
      process.env.POOL_NOW = poolNow;
    }
  });

  it('the first username sent twice at once, one held at each of its writes: one player with one entry', async () => {
    const poolNow = process.env.POOL_NOW;
    process.env.POOL_NOW = BEFORE_WEEK_ONE;
    try {
      const writes = await holdAtEachWrite({
        setup: async () => {
          const { client } = await signIn(stack.url, freshEmail('twin.name'));
          return { client, id: (await me(client)).id, name: `twin_name_${runs}` };
        },
        a: ({ client, name }) => client.send('POST', '/api/users/username', { username: name }),
        b: ({ client, name }) => client.send('POST', '/api/users/username', { username: name }),
        check: async ({ id, name }, { a, b }) => {
          expect([a.status, b.status]).toContain(200);
          expect((await getUsersConsistently([id]))[0]?.username).toBe(name);
          const entries = await itemsOfUser(id, 'SURVIVOR#');
          expect(entries.map((entry) => entry.poolId)).toEqual(['standard']);
        },
      });
      expect(writes).toBeGreaterThanOrEqual(4);
    } finally {
      process.env.POOL_NOW = poolNow;
    }
  });
});

/** What is left of a user that is neither retired (a removal's guard) nor the audit log, nor a session the removal preceded. */
const leftOf = async (userId: string) =>
  (await tableSnapshot())
    .filter(
      (item) =>
        JSON.stringify(item).includes(userId) &&
        !String(item.PK).endsWith('#AUDIT') &&
        !String(item.PK).startsWith('SESSION#') &&
        !isRetired(item),
    )
    .map((item) => `${item.PK} ${item.SK}`);

describe('usernames: a name held by one profile, which holds its claim', () => {
  const named = async (what: string) => {
    const { client } = await signIn(stack.url, freshEmail(what));
    return { client, id: (await me(client)).id };
  };
  const setName = (client: PoolClient, username: string) =>
    client.send('POST', '/api/users/username', { username });

  it('two players claiming one name, one held at each of its writes: one holds it, on their profile', async () => {
    const writes = await holdAtEachWrite({
      setup: async (position) => ({
        p: await named('claim.p'),
        q: await named('claim.q'),
        name: `wanted_${position}_${runs}`,
      }),
      a: ({ p, name }) => setName(p.client, name),
      b: ({ q, name }) => setName(q.client, name),
      check: async ({ p, q, name }, { a, b }) => {
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? p : q;
        const profiles = await getUsersConsistently([p.id, q.id]);
        expect(profiles.filter((user) => user.username === name).map((user) => user.id)).toEqual([winner.id]);
        expect((await getUsernameClaim(name))?.userId).toBe(winner.id);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });

  it('one player changing their name twice at once, one change held at each of its writes: one name, its claim, the others free', async () => {
    const writes = await holdAtEachWrite({
      setup: async (position) => {
        const p = await named('change');
        const names = [0, 1, 2].map((n) => `change_${position}_${runs}_${n}`);
        expect((await setName(p.client, names[0] as string)).status).toBe(200);
        return { p, names };
      },
      a: ({ p, names }) => setName(p.client, names[1] as string),
      b: ({ p, names }) => setName(p.client, names[2] as string),
      check: async ({ p, names }, { a, b }) => {
        expect([a.status, b.status]).toContain(200);
        const [profile] = await getUsersConsistently([p.id]);
        expect(names.slice(1)).toContain(profile?.username);
        for (const name of names) {
          const holder = (await getUsernameClaim(name))?.userId;
          if (name === profile?.username) expect(holder, name).toBe(p.id);
          else expect(holder, `${name} is not ${profile?.username}: freed`).not.toBe(p.id);
        }
      },
    });
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});

describe('the Week 6 entry counter: at most the limit, never an entry without its place', () => {
  it('two creates for the last place, one held at each of its writes: one entry more, counted', async () => {
    const writes = await holdAtEachWrite({
      setup: async () => {
        const email = freshEmail('week6.last');
        const { client } = await signIn(stack.url, email, {
          loginPath: '/api/week6/login',
          username: usernameFor(email),
        });
        const registered = await client.send('POST', '/api/week6/entries/register', {
          count: WEEK6_MAX_ENTRIES - 1,
        });
        expect(registered.status).toBe(200);
        return { client, id: (await me(client)).id };
      },
      a: ({ client }) => client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'A' }),
      b: ({ client }) => client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'B' }),
      check: async ({ id }, { a, b }) => {
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const entries = (await listUserEntries(id)).filter((entry) => entry.kind === 'week6');
        expect(entries).toHaveLength(WEEK6_MAX_ENTRIES);
        const counter = await storedItem(`SEASON#2025#WEEK6`, `COUNT#week6#${id}`);
        expect(counter?.entryCount).toBe(WEEK6_MAX_ENTRIES);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});

describe('push devices: at most MAX_PUSH_DEVICES a player, each counted', () => {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const subscribe = (client: PoolClient, name: string) =>
    client.send('POST', '/api/push/subscriptions', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
      keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    });

  /**
   * Two subscribes of a player with one place left under the device limit, one held at each of its
   * writes while the other runs; with `deviceSetDropped`, the player's devices predate their set.
   */
  const twoSubscribesForTheLastPlace = (tag: string, { deviceSetDropped }: { deviceSetDropped: boolean }) =>
    holdAtEachWrite({
      setup: async () => {
        const email = freshEmail(tag);
        const { client } = await signIn(stack.url, email, { username: usernameFor(email) });
        for (let i = 1; i < MAX_PUSH_DEVICES; i += 1)
          expect((await subscribe(client, `${email}-${i}`)).status).toBe(201);
        const id = (await me(client)).id;
        if (deviceSetDropped)
          await db().send(
            new DeleteCommand({ TableName: tableName(), Key: { PK: `USER#${id}`, SK: 'PUSHDEVICES' } }),
          );
        return { client, id, email };
      },
      a: ({ client, email }) => subscribe(client, `${email}-a`),
      b: ({ client, email }) => subscribe(client, `${email}-b`),
      check: async ({ client, id }, { a, b }) => {
        expect([a.status, b.status].sort()).toEqual([201, 409]);
        const devices = await json<PushDevice[]>(client.get('/api/push/subscriptions'));
        expect(devices).toHaveLength(MAX_PUSH_DEVICES);
        const counted = (await storedItem(`USER#${id}`, 'PUSHDEVICES'))?.deviceIds as Set<string>;
        expect([...counted].sort()).toEqual(devices.map((device) => device.id).sort());
      },
    });

  it('two subscribes for the last place, one held at each of its writes: one device more, never past the limit', async () => {
    const writes = await twoSubscribesForTheLastPlace('push.last', { deviceSetDropped: false });
    expect(writes).toBeGreaterThanOrEqual(2);
  });

  it('two subscribes for the last place of a player whose devices predate their set, one held at each of its writes: never past the limit', async () => {
    const writes = await twoSubscribesForTheLastPlace('push.before.set', { deviceSetDropped: true });
    expect(writes).toBeGreaterThanOrEqual(4);
  });
});

describe('sign-up against removal, and the removal itself: nothing of a removed player stays', () => {
  it('a first sign-in held at each of its writes while the admin removes the account: all of it or none', async () => {
    const writes = await holdAtEachWrite({
      setup: async () => freshEmail('joining.leaving'),
      a: async (email) => (await signIn(stack.url, email)).client,
      b: async (email) => {
        const userId = (await storedItem(`EMAIL#${email}`, 'EMAIL'))?.userId as string | undefined;
        return userId ? (await admin.send('DELETE', `/api/admin/users/${userId}`)).status : 404;
      },
      check: async (email, { a, b }) => {
        const signedIn = await a.get('/api/auth/user');
        const userId = (await storedItem(`EMAIL#${email}`, 'EMAIL'))?.userId as string | undefined;
        if (b === 200) {
          expect(signedIn.status).toBe(401);
          expect(userId).toBeUndefined();
          return;
        }
        // The removal found no one yet: the sign-in is whole.
        expect(signedIn.status).toBe(200);
        expect(userId).toBe(((await signedIn.json()) as CurrentUser).id);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });

  it('the username step held at each of its writes while the admin removes the player: refused, and no entry stays', async () => {
    const poolNow = process.env.POOL_NOW;
    process.env.POOL_NOW = BEFORE_WEEK_ONE;
    try {
      const writes = await holdAtEachWrite({
        setup: async () => {
          const { client } = await signIn(stack.url, freshEmail('naming.leaving'));
          return { client, id: (await me(client)).id, name: `leaving_${runs}` };
        },
        a: ({ client, name }) => client.send('POST', '/api/users/username', { username: name }),
        b: ({ id }) => admin.send('DELETE', `/api/admin/users/${id}`),
        check: async ({ client, id }, { a, b }) => {
          expect(b.status).toBe(200);
          // Done before the removal looked (200), or refused: the player is gone either way.
          expect([200, 401, 409]).toContain(a.status);
          expect((await client.get('/api/auth/user')).status).toBe(401);
          expect(await listUserEntries(id)).toEqual([]);
          expect(await leftOf(id)).toEqual([]);
        },
      });
      expect(writes).toBeGreaterThanOrEqual(4);
    } finally {
      process.env.POOL_NOW = poolNow;
    }
  });

  it('a removal held at each of its writes while the player registers a Week 6 entry and saves a pick', async () => {
    const writes = await holdAtEachWrite({
      setup: async () => {
        const { client } = await signIn(stack.url, freshEmail('removed.busy'));
        return { client, id: (await me(client)).id };
      },
      a: ({ id }) => admin.send('DELETE', `/api/admin/users/${id}`),
      b: async ({ client }) => [
        (await client.send('POST', '/api/week6/entries/register', { count: 1 })).status,
        (await client.send('POST', '/api/users/username', { username: `busy_${runs}` })).status,
      ],
      check: async ({ id, client }, { a }) => {
        expect(a.status).toBe(200);
        expect((await client.get('/api/auth/user')).status).toBe(401);
        expect(await leftOf(id)).toEqual([]);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(20);
  }, 180_000);
});

describe('a survivor week finalized and opened again at once: the later request wins in every pool and on every pick', () => {
  const WEEK = 15;
  const finalize = () => admin.send('POST', '/api/admin/survivor/finalize-week', { week: WEEK });
  const unfinalize = () => admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: WEEK });
  /** A player of the standard pool with a pick of the week, and one of a Week 6 pool. */
  let standard: { client: PoolClient; entryId: string; teams: [number, number] };
  let changes = 0;

  beforeAll(async () => {
    const games = await json<Game[]>(admin.get(`/api/games/week/${WEEK}`));
    for (const user of await json<User[]>(admin.get('/api/admin/users'))) {
      const entry = await json<SurvivorEntry | null>(admin.get(`/api/admin/survivor/entry/${user.id}`));
      if (!entry || entry.isEliminated || !user.email || user.isAdmin) continue;
      const used = new Set(entry.picks.filter((pick) => pick.week !== WEEK).map((pick) => pick.pickedTeamId));
      const free = games.map((game) => game.homeTeamId).filter((team) => !used.has(team));
      standard = {
        client: (await signIn(stack.url, user.email)).client,
        entryId: entry.id,
        teams: [free[0], free[1]] as [number, number],
      };
      break;
    }
    expect(standard, 'a demo survivor entry still alive').toBeDefined();
    const picked = await standard.client.send('POST', '/api/survivor/pick', {
      entryId: standard.entryId,
      week: WEEK,
      pickedTeamId: standard.teams[0],
    });
    expect(picked.status, await picked.text()).toBe(200);
    const email = freshEmail('finalize.week6');
    const { client } = await signIn(stack.url, email, {
      loginPath: '/api/week6/login',
      username: usernameFor(email),
    });
    expect((await client.send('POST', '/api/week6/entries/register', { count: 1 })).status).toBe(200);
    const [entry] = await json<SurvivorEntry[]>(client.get('/api/week6/entries'));
    const week6Pick = await client.send('POST', '/api/week6/picks', {
      entryId: entry?.id,
      week: WEEK,
      pickedTeamId: games[0]?.awayTeamId,
    });
    expect(week6Pick.status, await week6Pick.text()).toBe(200);
  });

  /** The week as stored: each pool's week record, each pick's flag, and the latest request's ask. */
  const weekAsStored = async () => {
    const pools = await allSurvivorPools();
    const reads = await Promise.all(pools.map((pool) => readPool(pool.id)));
    return {
      pools: new Set(reads.map((read) => read.finalizedWeeks.includes(WEEK))),
      picks: new Set(reads.flatMap((read) => read.entries.flatMap((e) => e.picks[WEEK]?.isFinalized ?? []))),
      picksOfPools: reads.filter((read) => read.entries.some((e) => e.picks[WEEK])).length,
      asked: (await readWeekFinalization(WEEK))?.finalized,
    };
  };
  const setWeek = async (finalized: boolean) => {
    const now = await weekAsStored();
    if ((now.asked ?? false) === finalized && now.pools.size === 1 && now.pools.has(finalized)) return;
    expect((await (finalized ? finalize() : unfinalize())).status).toBe(200);
  };

  /** The standard player changes their pick of the week: allowed only while the week is open. */
  const playerMayChange = async () => {
    changes += 1;
    const response = await standard.client.send('POST', '/api/survivor/pick', {
      entryId: standard.entryId,
      week: WEEK,
      pickedTeamId: standard.teams[changes % 2],
    });
    const { message } = (await response.json()) as { message?: string };
    return { status: response.status, message };
  };

  const race = (first: 'finalize' | 'unfinalize') =>
    holdAtEachWrite({
      // A finalize starts from an open week, an un-finalize from a finalized one.
      setup: () => setWeek(first === 'unfinalize'),
      a: () => (first === 'finalize' ? finalize() : unfinalize()),
      b: () => (first === 'finalize' ? unfinalize() : finalize()),
      check: async (_, { a, b, position }) => {
        const stored = await weekAsStored();
        const label = `${first} held at write ${position}: ${a.status} ${b.status}`;
        // One state everywhere: every pool's week record, every pick, the latest request's ask.
        expect(stored.pools.size, label).toBe(1);
        const [finalized] = [...stored.pools];
        expect(stored.asked, label).toBe(finalized);
        expect(
          stored.picks.size === 0 || (stored.picks.size === 1 && stored.picks.has(finalized as boolean)),
          label,
        ).toBe(true);
        expect(stored.picksOfPools, label).toBeGreaterThanOrEqual(2);
        // Held before its first write, A asks last and wins; else B, which asked after A, does.
        const aWanted = first === 'finalize';
        const winner = position === 1 ? a : b;
        expect(finalized, label).toBe(position === 1 ? aWanted : !aWanted);
        expect(winner.status, label).toBe(200);
        const loser = position === 1 ? b : a;
        if (loser.status !== 200) {
          expect(loser.status, label).toBe(409);
          const { message } = (await loser.json()) as { message: string };
          expect(
            [survivorMessages.overtaken(WEEK, finalized as boolean), survivorMessages.notFinalized(WEEK)],
            label,
          ).toContain(message);
          overtaken += message === survivorMessages.overtaken(WEEK, finalized as boolean) ? 1 : 0;
        }
        // The player is refused exactly while the week is finalized.
        const change = await playerMayChange();
        if (finalized)
          expect(change, label).toEqual({ status: 403, message: survivorMessages.finalized(WEEK) });
        else expect(change.status, label).toBe(200);
      },
    });
  let overtaken = 0;

  it('a finalize held at each of its writes while an un-finalize runs to its end', async () => {
    overtaken = 0;
    expect(await race('finalize')).toBeGreaterThanOrEqual(6);
    expect(overtaken, 'positions where the un-finalize came in mid-way').toBeGreaterThan(0);
  }, 180_000);

  it('an un-finalize held at each of its writes while a finalize runs to its end', async () => {
    overtaken = 0;
    expect(await race('unfinalize')).toBeGreaterThanOrEqual(6);
    expect(overtaken, 'positions where the finalize came in mid-way').toBeGreaterThan(0);
  }, 180_000);
});

describe('moving the Monday night tiebreaker against a player saving their total', () => {
  // Week 15 (the seed plays weeks 1-14) before its first kickoff.
  const WEEK_15_THURSDAY_NOON = '2025-12-11T17:00:00.000Z';

  it('never clears a total saved for the new game, and never leaves one for the old game', async () => {
    const poolNow = process.env.POOL_NOW;
    process.env.POOL_NOW = WEEK_15_THURSDAY_NOON;
    const games = await json<Game[]>(admin.get('/api/games/week/15'));
    const monday = mnfTiebreakerGame(games) as Game;
    const sunday = games.find((game) => game.id !== monday.id && !isMondayGame(game)) as Game;
    try {
      const writes = await holdAtEachWrite({
        setup: async (position) => {
          const player = (await signIn(stack.url, freshEmail('tiebreak'))).client;
          expect(
            (await player.send('POST', '/api/users/username', { username: `tiebreak_${runs}` })).status,
          ).toBe(200);
          const week = await json<Game[]>(player.get('/api/games/week/15'));
          const from = mnfTiebreakerGame(week) as Game;
          const saved = await player.send('POST', '/api/tiebreaker/mnf', {
            gameId: from.id,
            week: 15,
            predictedTotal: 41,
          });
          expect(saved.status).toBe(200);
          return { player, from, to: from.id === monday.id ? sunday : monday, total: 50 + position };
        },
        a: ({ to }) =>
          admin.send('PUT', `/api/admin/game/${to.id}/mnf-tiebreaker`, { isMnfTiebreaker: true }),
        b: async ({ player, total }) => {
          const tiebreaker = mnfTiebreakerGame(await json<Game[]>(player.get('/api/games/week/15'))) as Game;
          const saved = await player.send('POST', '/api/tiebreaker/mnf', {
            gameId: tiebreaker.id,
            week: 15,
            predictedTotal: total,
          });
          return { status: saved.status, body: await saved.json(), gameId: tiebreaker.id };
        },
        check: async ({ player, from, to, total }, { a, b }) => {
          expect(a.status).toBe(200);
          const stored = await json<MnfPrediction>(player.get('/api/tiebreaker/mnf/15'));
          const clearedFromOld = (predictedTotal: number) => ({
            gameId: to.id,
            week: 15,
            predictedTotal: null,
            cleared: { gameId: from.id, predictedTotal },
          });
          if (b.status === 400) {
            // Read the games before the move was seen, saved after: refused, the player reloads.
            expect(b.body).toEqual({ message: "That game is not this week's Monday night tiebreaker" });
            expect(stored).toEqual(clearedFromOld(41));
            return;
          }
          expect(b.status).toBe(200);
          if (b.gameId === to.id) expect(stored).toEqual({ gameId: to.id, week: 15, predictedTotal: total });
          else expect(stored).toEqual(clearedFromOld(total));
        },
      });
      expect(writes).toBeGreaterThanOrEqual(4);
    } finally {
      // As the week was: its Monday game the tiebreaker.
      await admin.send('PUT', `/api/admin/game/${monday.id}/mnf-tiebreaker`, {
        isMnfTiebreaker: monday.isMnfTiebreaker,
      });
      process.env.POOL_NOW = poolNow;
    }
  });
});

describe('a join request decided while something else moves it: one decision, the audit says which', () => {
  let code = '';
  const setPolicy = async (joinPolicy: string) =>
    expect((await admin.send('PUT', '/api/admin/pool-settings', { joinPolicy })).status).toBe(200);
  beforeAll(async () => {
    await setPolicy('approval');
    code = new URL((await json<{ url: string }>(admin.get('/api/admin/invite'))).url).hash.slice(1);
  });
  afterAll(() => setPolicy('open'));

  /** Someone fresh who came through the link, waiting for an admin. */
  const waiting = async () => {
    const email = freshEmail('knocking');
    const { client } = await signIn(stack.url, email, { invite: code });
    const user = await me(client);
    expect(user.poolAccess).toBe('waiting');
    return { client, id: user.id, email };
  };
  const decisionsOf = async (userId: string) =>
    (await json<AuditPage>(admin.get(`/api/admin/audit?userId=${userId}`))).entries
      .map((entry) => entry.action)
      .filter((action) => action === 'user.approve' || action === 'user.decline');

  it('an approval held at each of its writes while a decline runs: one wins, the other is refused with 409', async () => {
    const writes = await holdAtEachWrite({
      setup: waiting,
      a: ({ id }) => admin.send('POST', `/api/admin/users/${id}/approve`),
      b: ({ id }) => admin.send('POST', `/api/admin/users/${id}/decline`),
      check: async ({ client, id }, { a, b }) => {
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const approved = a.status === 200;
        expect((await me(client)).poolAccess).toBe(approved ? 'member' : 'outsider');
        expect(await decisionsOf(id)).toEqual([approved ? 'user.approve' : 'user.decline']);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(2);
  });

  it('a decline held at each of its writes while the friend signs in again through the link, the pool now invite-only: the link lets them in', async () => {
    try {
      const writes = await holdAtEachWrite({
        setup: async () => {
          await setPolicy('approval');
          const person = await waiting();
          await setPolicy('invite');
          return person;
        },
        a: ({ id }) => admin.send('POST', `/api/admin/users/${id}/decline`),
        b: ({ email }) => signIn(stack.url, email, { invite: code }),
        check: async ({ id }, { a, b }) => {
          expect([200, 409]).toContain(a.status);
          expect((await me(b.client)).poolAccess).toBe('member');
          const [stored] = await getUsersConsistently([id]);
          expect(stored?.poolAccess).toBeUndefined();
          expect(await decisionsOf(id)).toEqual(a.status === 200 ? ['user.decline'] : []);
        },
      });
      expect(writes).toBeGreaterThanOrEqual(2);
    } finally {
      await setPolicy('approval');
    }
  });
});
