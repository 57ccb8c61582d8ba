import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client';
import { getUsersConsistently, listUsers } from '../../functions/lib/data/users-repository';
import type { CurrentUser } from '../../shared/user';
import { holdAtEachWrite } from '../support/interleave';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

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

let admin: PoolClient;
let adminId: string;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  adminId = (await me(admin)).id;
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
  const checkAndRestore = async (statuses: number[]) => {
    const { profiles, set } = await adminsNow();
    expect(profiles.length, `admins ${JSON.stringify({ profiles, set, statuses })}`).toBeGreaterThanOrEqual(
      1,
    );
    expect(set.length).toBeGreaterThanOrEqual(1);
    expect(profiles).toEqual(expect.arrayContaining(set));
    const winner = profiles.find((id) => id !== adminId);
    const { client } = await signIn(
      stack.url,
      (await getUsersConsistently([winner as string]))[0]?.email as string,
    );
    expect((await client.send('PATCH', `/api/admin/users/${adminId}/admin`, { isAdmin: true })).status).toBe(
      200,
    );
    for (const id of profiles.filter((id) => id !== adminId)) {
      await admin.send('PATCH', `/api/admin/users/${id}/admin`, { isAdmin: false });
    }
    expect((await adminsNow()).profiles).toEqual([adminId]);
  };

  it.each([
    ['demotes y', 'demotes x'],
    ['removes y', 'demotes x'],
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
      check: async (_, { a, b }) => {
        // The loser is refused by the set (409), or, when the winner took its role first, as no admin
        // (403) or no user (401: removed).
        const [won, lost] = [a.status, b.status].sort();
        expect(won).toBe(200);
        expect([401, 403, 409]).toContain(lost);
        await checkAndRestore([a.status, b.status]);
      },
    });
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});

describe('first sign-in: one player per email, one survivor entry', () => {
  it('two sign-ins of one new email, one held at each of its writes, make one player with one entry', async () => {
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
          const entries = await itemsOfUser(first.id, 'SURVIVOR#');
          expect(entries.map((entry) => entry.poolId)).toEqual(['standard']);
        },
      });
      expect(writes).toBeGreaterThanOrEqual(6);
    } finally {
      process.env.POOL_NOW = poolNow;
    }
  });
});
