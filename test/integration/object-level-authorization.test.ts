import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { alivePlayers } from '../support/demo-pool';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * Object-level authorization: a player who puts another player's ids into paths, queries or bodies
 * reads none of their hidden data and changes none of it; fields a player may not set, sent along
 * with a save, are refused or ignored and never stored. Every swap is paired with the same call on
 * the player's own ids, which succeeds: the refusal is about whose data it is, not the request.
 */

// Demo clock: Thursday of Week 15 before kickoff; the demo pool is seeded.
const stack = localStackForFile({ seed: true });
const WEEK = 15;

type Item = Record<string, unknown>;

interface Player {
  client: PoolClient;
  id: string;
  survivorEntryId: string;
  week6EntryId: string;
  /** A second Week 6 entry without picks: the one a DELETE may remove. */
  spareWeek6EntryId: string;
}

let admin: PoolClient;
let attacker: Player;
let victim: Player;
let limited: PoolClient;
let games: Game[];
let sundayGame: Game;
let mnfGame: Game;
let week6PoolId: string;
const counts = { swaps: 0, extraFieldCalls: 0 };

const idOf = async (client: PoolClient) => (await (await client.get('/api/auth/user')).json()).id as string;
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await response).json() as T;

const newWeek6Entry = async (client: PoolClient, entryName: string) => {
  const response = await client.send('POST', '/api/week6/entries', { poolId: week6PoolId, entryName });
  expect(response.status).toBe(200);
  return (await json<{ id: string }>(response)).id;
};

const playerOf = async (email: string): Promise<Player> => {
  const { client } = await signIn(stack.url, email);
  const survivor = await json<{ entry: { id: string } }>(client.get('/api/survivor/entry'));
  return {
    client,
    id: await idOf(client),
    survivorEntryId: survivor.entry.id,
    week6EntryId: await newWeek6Entry(client, 'Main'),
    spareWeek6EntryId: await newWeek6Entry(client, 'Spare'),
  };
};

/** Teams of this week's games the entry has not used, in kickoff order. */
const freeTeams = async (client: PoolClient, usedTeamsPath: string) => {
  const used = new Set((await json<{ teamId: number }[]>(client.get(usedTeamsPath))).map((u) => u.teamId));
  return games.flatMap((game) => [game.homeTeamId, game.awayTeamId]).filter((team) => !used.has(team));
};

/** The other player's hidden data, saved before kickoff: a weekly pick, a prediction, survivor and Week 6 picks. */
const saveVictimPicks = async () => {
  const saves = [
    victim.client.send('POST', '/api/picks/weekly/batch', {
      picks: [{ gameId: sundayGame.id, pickedTeamId: sundayGame.awayTeamId, week: WEEK }],
    }),
    victim.client.send('POST', '/api/tiebreaker/mnf', {
      gameId: mnfGame.id,
      week: WEEK,
      predictedTotal: 139,
    }),
  ];
  for (const response of await Promise.all(saves)) expect(response.status).toBe(200);
  const [survivorTeam] = await freeTeams(victim.client, `/api/survivor/used-teams/${victim.survivorEntryId}`);
  const [week6Team] = await freeTeams(victim.client, `/api/week6/used-teams/${victim.week6EntryId}`);
  const picks = [
    victim.client.send('POST', '/api/survivor/pick', {
      entryId: victim.survivorEntryId,
      pickedTeamId: survivorTeam,
      week: WEEK,
    }),
    victim.client.send('POST', '/api/week6/picks', {
      entryId: victim.week6EntryId,
      pickedTeamId: week6Team,
      week: WEEK,
    }),
  ];
  for (const response of await Promise.all(picks)) expect(response.status).toBe(200);
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  games = await json<Game[]>(admin.get(`/api/games/week/${WEEK}`));
  const found = games.find((game) => new Date(game.startTime).getUTCDay() === 0);
  const mnf = mnfTiebreakerGame(games);
  if (!found || !mnf) throw new Error('the demo season is not seeded');
  [sundayGame, mnfGame] = [found, mnf];
  week6PoolId = (await json<{ id: string }[]>(admin.get('/api/week6/pools')))[0]?.id ?? '';
  const [attackerPerson, victimPerson] = await alivePlayers(admin, 2);
  if (!attackerPerson || !victimPerson) throw new Error('two players alive expected');
  attacker = await playerOf(attackerPerson.email);
  victim = await playerOf(victimPerson.email);
  limited = (await signIn(stack.url, 'wendy@example.com', { loginPath: '/api/week6/login' })).client;
  await saveVictimPicks();
});

/** Each refused call answers `status` with `{ message }`, and together they leave the table as it was. */
const expectRefusedUnchanged = async (status: number, ...calls: (() => Promise<Response>)[]) => {
  const before = await tableSnapshot();
  for (const call of calls) {
    const response = await call();
    expect({ status: response.status, keys: Object.keys(await response.json()) }).toEqual({
      status,
      keys: ['message'],
    });
    counts.swaps += 1;
  }
  expect(await tableSnapshot()).toEqual(before);
};

describe("another player's entry id in a path or a body", () => {
  const entryReads = [
    [
      'GET /api/survivor/used-teams/{entryId}',
      (entry: Player) => `/api/survivor/used-teams/${entry.survivorEntryId}`,
    ],
    [
      'GET /api/survivor/current-pick/{entryId}/{week}',
      (entry: Player) => `/api/survivor/current-pick/${entry.survivorEntryId}/${WEEK}`,
    ],
    ['GET /api/week6/used-teams/{entryId}', (entry: Player) => `/api/week6/used-teams/${entry.week6EntryId}`],
    [
      'GET /api/week6/picks/{entryId}/{week}',
      (entry: Player) => `/api/week6/picks/${entry.week6EntryId}/${WEEK}`,
    ],
  ] as const;

  it.each(entryReads)('%s answers 404 for their entry, as for one that does not exist', async (_, path) => {
    expect((await attacker.client.get(path(attacker))).status).toBe(200);
    const theirs = await attacker.client.get(path(victim));
    expect({ status: theirs.status, body: await theirs.json() }).toEqual({
      status: 404,
      body: { message: 'No such survivor entry' },
    });
    counts.swaps += 1;
  });

  it('keeps the pools apart: a standard entry is not read through the Week 6 routes, nor the reverse', async () => {
    for (const path of [
      `/api/week6/used-teams/${attacker.survivorEntryId}`,
      `/api/week6/picks/${attacker.survivorEntryId}/${WEEK}`,
      `/api/survivor/used-teams/${attacker.week6EntryId}`,
      `/api/survivor/current-pick/${attacker.week6EntryId}/${WEEK}`,
    ]) {
      expect((await attacker.client.get(path)).status).toBe(404);
      counts.swaps += 1;
    }
  });

  it('refuses a survivor pick on their entry and stores nothing', async () => {
    const [team] = await freeTeams(attacker.client, `/api/survivor/used-teams/${attacker.survivorEntryId}`);
    const pick = (entryId: string) => ({ entryId, pickedTeamId: team, week: WEEK });
    await expectRefusedUnchanged(
      404,
      () => attacker.client.send('POST', '/api/survivor/pick', pick(victim.survivorEntryId)),
      () => attacker.client.send('POST', '/api/week6/picks', pick(victim.survivorEntryId)),
    );
    expect(
      (await attacker.client.send('POST', '/api/survivor/pick', pick(attacker.survivorEntryId))).status,
    ).toBe(200);
  });

  it('refuses a Week 6 pick on their entry and stores nothing', async () => {
    const [team] = await freeTeams(attacker.client, `/api/week6/used-teams/${attacker.week6EntryId}`);
    const pick = (entryId: string) => ({ entryId, pickedTeamId: team, week: WEEK });
    await expectRefusedUnchanged(
      404,
      () => attacker.client.send('POST', '/api/week6/picks', pick(victim.week6EntryId)),
      () => attacker.client.send('POST', '/api/survivor/pick', pick(victim.week6EntryId)),
    );
    expect((await attacker.client.send('POST', '/api/week6/picks', pick(attacker.week6EntryId))).status).toBe(
      200,
    );
  });

  it('refuses to delete their Week 6 entry (the limited player too) and keeps it', async () => {
    await expectRefusedUnchanged(
      404,
      ...[attacker.client, limited].map(
        (client) => () => client.send('DELETE', `/api/week6/entries/${victim.spareWeek6EntryId}`),
      ),
    );
    const theirs = await json<{ id: string }[]>(victim.client.get('/api/week6/entries'));
    expect(theirs.map((entry) => entry.id)).toContain(victim.spareWeek6EntryId);
    expect(
      (await attacker.client.send('DELETE', `/api/week6/entries/${attacker.spareWeek6EntryId}`)).status,
    ).toBe(200);
  });

  it('keeps a standard entry out of reach of the Week 6 routes that delete and create entries', async () => {
    await expectRefusedUnchanged(
      404,
      () => attacker.client.send('DELETE', `/api/week6/entries/${attacker.survivorEntryId}`),
      ...['standard', 'late'].map(
        (poolId) => () => attacker.client.send('POST', '/api/week6/entries', { poolId, entryName: 'Sneaky' }),
      ),
    );
  });

  it("holds an admin viewing as the player to that player's entries", async () => {
    const viewingAs = (await signIn(stack.url, 'admin@example.com')).client;
    expect((await viewingAs.send('POST', `/api/admin/impersonate/${attacker.id}`, {})).status).toBe(200);
    try {
      for (const [, path] of entryReads) {
        expect((await viewingAs.get(path(attacker))).status).toBe(200);
        expect((await viewingAs.get(path(victim))).status).toBe(404);
        counts.swaps += 1;
      }
      const [team] = await freeTeams(viewingAs, `/api/week6/used-teams/${attacker.week6EntryId}`);
      await expectRefusedUnchanged(404, () =>
        viewingAs.send('POST', '/api/week6/picks', {
          entryId: victim.week6EntryId,
          pickedTeamId: team,
          week: WEEK,
        }),
      );
      await expectRefusedUnchanged(403, () =>
        viewingAs.get(`/api/admin/survivor/used-teams/${victim.survivorEntryId}`),
      );
    } finally {
      await viewingAs.send('POST', '/api/admin/stop-impersonate', {});
    }
  });
});

describe("another player's user id in a path, a query or a body", () => {
  const victimPicksSeenByAdmin = () => json<unknown[]>(admin.get(`/api/picks/weekly/${WEEK}/${victim.id}`));

  it('shows none of their picks before kickoff through the picks routes', async () => {
    expect((await victimPicksSeenByAdmin()).length).toBeGreaterThan(0);
    const one = await json<unknown[]>(attacker.client.get(`/api/picks/weekly/${WEEK}/${victim.id}`));
    const details = await json<Record<string, unknown[]>>(
      attacker.client.send('POST', `/api/picks/weekly/batch-details/${WEEK}`, {
        userIds: [victim.id, attacker.id],
      }),
    );
    const grid = await json<{ userId: string }[]>(attacker.client.get(`/api/picks/weekly/${WEEK}`));
    expect(one).toEqual([]);
    expect(details[victim.id] ?? []).toEqual([]);
    expect(grid.filter((pick) => pick.userId === victim.id)).toEqual([]);
    counts.swaps += 3;
  });

  it("answers a query naming them with the caller's own data, never theirs", async () => {
    const ownReads = [
      '/api/auth/user',
      '/api/survivor/entry',
      '/api/week6/entries',
      '/api/users/reminders',
      `/api/tiebreaker/mnf/${WEEK}`,
      `/api/picks/weekly/${WEEK}/${attacker.id}`,
    ];
    for (const path of ownReads) {
      const plain = await (await attacker.client.get(path)).text();
      for (const name of ['userId', 'id', 'user', 'entryId']) {
        const swapped = await attacker.client.get(`${path}?${name}=${victim.id}`);
        expect({ path, name, text: await swapped.text() }).toEqual({ path, name, text: plain });
        counts.swaps += 1;
      }
    }
  });

  it('saves a weekly pick, a prediction and a reminder choice naming them as the caller’s own, never theirs', async () => {
    const victimBefore = {
      picks: await victimPicksSeenByAdmin(),
      prediction: await json(admin.get(`/api/admin/mnf-tiebreaker/${victim.id}/${WEEK}`)),
      reminders: await json(victim.client.get('/api/users/reminders')),
    };
    const saves = [
      attacker.client.send('POST', '/api/picks/weekly/batch', {
        userId: victim.id,
        picks: [
          { gameId: sundayGame.id, pickedTeamId: sundayGame.homeTeamId, week: WEEK, userId: victim.id },
        ],
      }),
      attacker.client.send('POST', '/api/tiebreaker/mnf', {
        gameId: mnfGame.id,
        week: WEEK,
        predictedTotal: 12,
        userId: victim.id,
      }),
      attacker.client.send('PUT', '/api/users/reminders', {
        enabled: false,
        leadHours: 1,
        userId: victim.id,
      }),
    ];
    for (const response of saves) expect((await response).status).toBe(200);
    counts.swaps += saves.length;
    expect({
      picks: await victimPicksSeenByAdmin(),
      prediction: await json(admin.get(`/api/admin/mnf-tiebreaker/${victim.id}/${WEEK}`)),
      reminders: await json(victim.client.get('/api/users/reminders')),
    }).toEqual(victimBefore);
    const mine = await json<{ gameId: string; pickedTeamId: number }[]>(
      attacker.client.get(`/api/picks/weekly/${WEEK}/${attacker.id}`),
    );
    expect(mine).toContainEqual(
      expect.objectContaining({ gameId: sundayGame.id, pickedTeamId: sundayGame.homeTeamId }),
    );
    expect(await json(attacker.client.get(`/api/tiebreaker/mnf/${WEEK}`))).toMatchObject({
      predictedTotal: 12,
    });
  });

  it('sets a username or creates Week 6 entries naming them for the caller only', async () => {
    const victimBefore = {
      user: await json(victim.client.get('/api/auth/user')),
      entries: await json(victim.client.get('/api/week6/entries')),
    };
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/users/username', { username: 'swap_taker', userId: victim.id }],
      ['POST', '/api/week6/username', { username: 'swap_taker6', userId: victim.id }],
      ['POST', '/api/week6/entries', { poolId: week6PoolId, entryName: 'Mine', userId: victim.id }],
      ['POST', '/api/week6/entries/register', { count: 1, userId: victim.id }],
      ['POST', '/api/week6/convert-user', { userId: victim.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await attacker.client.send(method, path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      counts.swaps += 1;
    }
    expect({
      user: await json(victim.client.get('/api/auth/user')),
      entries: await json(victim.client.get('/api/week6/entries')),
    }).toEqual(victimBefore);
    expect(await json(attacker.client.get('/api/auth/user'))).toMatchObject({ username: 'swap_taker6' });
  });

  it('refuses the admin routes that name them to a player, and changes nothing', async () => {
    const calls = [
      () => attacker.client.send('POST', `/api/admin/impersonate/${victim.id}`, {}),
      () => attacker.client.send('PATCH', `/api/admin/users/${attacker.id}/admin`, { isAdmin: true }),
      () =>
        attacker.client.send('POST', '/api/admin/mnf-tiebreaker/override', {
          userId: victim.id,
          week: WEEK,
          gameId: mnfGame.id,
          predictedTotal: 1,
        }),
      () =>
        attacker.client.send('POST', '/api/admin/survivor/override-pick', {
          entryId: victim.survivorEntryId,
          pickedTeamId: sundayGame.homeTeamId,
          week: WEEK,
        }),
    ];
    await expectRefusedUnchanged(403, ...calls);
  });
});

/*
 * Fields a player may not set, sent with every player save. JSON.parse makes "__proto__" an own key,
 * as a hostile client's body would be parsed on the server.
 */
const privileged = (victimId: string) => ({
  isAdmin: true,
  hasFullApp: true,
  hasWeek5: true,
  userType: 'full_app',
  role: 'admin',
  userId: victimId,
  isCorrect: true,
  isEliminated: true,
  eliminatedInWeek: 1,
  isFinalized: true,
  createdAt: '2000-01-01T00:00:00.000Z',
  constructor: { prototype: { isAdmin: true } },
});
/** The body with every privileged field it does not set itself, as JSON text. */
const withPrivileged = (body: Record<string, unknown>, victimId: string) =>
  `${JSON.stringify({ ...privileged(victimId), ...body }).slice(0, -1)},"__proto__":{"isAdmin":true,"polluted":true}}`;

/** Keys a stored item may only have when it had them before, with the same value, or a new item's default. */
const GUARDED = new Set([...Object.keys(privileged('')), '__proto__', 'polluted']);
const DEFAULTS: unknown[] = [null, false];

/** Every (path, value) of a guarded key inside an item, nested maps included. */
const guardedValues = (value: unknown, path = '', found = new Map<string, unknown>()) => {
  if (value && typeof value === 'object') {
    for (const key of Object.getOwnPropertyNames(value)) {
      const child = (value as Item)[key];
      if (GUARDED.has(key)) found.set(`${path}.${key}`, child);
      guardedValues(child, `${path}.${key}`, found);
    }
  }
  return found;
};

const itemKey = (item: Item) => `${String(item.PK)}|${String(item.SK)}`;

/** What the save stored that a player may not set: a list of readable offences, empty when none. */
const smuggled = (before: Item[], after: Item[], victimId: string): string[] => {
  const old = new Map(before.map((item) => [itemKey(item), item]));
  const offences: string[] = [];
  for (const item of after) {
    const previous = old.get(itemKey(item));
    if (previous && isDeepStrictEqual(previous, item)) continue;
    if (JSON.stringify(item).includes(victimId)) offences.push(`${itemKey(item)} names the other player`);
    const was = previous ? guardedValues(previous) : new Map<string, unknown>();
    for (const [path, value] of guardedValues(item)) {
      const allowed = was.has(path) ? isDeepStrictEqual(was.get(path), value) : DEFAULTS.includes(value);
      if (!allowed && !(path.endsWith('.userId') && value !== victimId) && !path.endsWith('.createdAt')) {
        offences.push(`${itemKey(item)} ${path} = ${JSON.stringify(value)}`);
      }
    }
  }
  return offences;
};

/** Each save, sent with the privileged fields, succeeds and stores none of them (one scan between saves). */
const expectNothingSmuggled = async (
  client: PoolClient,
  calls: readonly (readonly [string, string, () => Record<string, unknown>])[],
) => {
  let before = await tableSnapshot();
  for (const [method, path, body] of calls) {
    const response = await client.send(method, path, withPrivileged(body(), victim.id));
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    const after = await tableSnapshot();
    expect({ path, offences: smuggled(before, after, victim.id) }).toEqual({ path, offences: [] });
    before = after;
    counts.extraFieldCalls += 1;
  }
};

describe('privileged fields sent with a save are refused or ignored, never stored', () => {
  const saves = (names: string): [string, string, () => Record<string, unknown>][] => [
    [
      'POST',
      '/api/picks/weekly/batch',
      () => ({
        picks: [{ gameId: sundayGame.id, pickedTeamId: sundayGame.awayTeamId, week: WEEK, isCorrect: true }],
      }),
    ],
    ['POST', '/api/tiebreaker/mnf', () => ({ gameId: mnfGame.id, week: WEEK, predictedTotal: 51 })],
    ['PUT', '/api/users/reminders', () => ({ enabled: true, leadHours: 24 })],
    ['POST', '/api/users/username', () => ({ username: names, defaultPick: 'away' })],
    ['POST', '/api/week6/username', () => ({ username: `${names}6` })],
    ['POST', '/api/week6/entries', () => ({ poolId: week6PoolId, entryName: 'Extra' })],
    ['POST', '/api/week6/entries/register', () => ({ count: 1 })],
    ['POST', '/api/week6/register', () => ({ count: 1 })],
    ['POST', '/api/week6/convert-user', () => ({})],
    ['POST', `/api/picks/weekly/batch-details/${WEEK}`, () => ({ userIds: [attacker.id] })],
  ];

  it('stores none of them on any player save, and the player stays who they were', async () => {
    const [survivorTeam] = await freeTeams(
      attacker.client,
      `/api/survivor/used-teams/${attacker.survivorEntryId}`,
    );
    const [week6Team] = await freeTeams(attacker.client, `/api/week6/used-teams/${attacker.week6EntryId}`);
    const all = [
      ...saves('extra_fields'),
      [
        'POST',
        '/api/survivor/pick',
        () => ({ entryId: attacker.survivorEntryId, pickedTeamId: survivorTeam, week: WEEK }),
      ] as const,
      [
        'POST',
        '/api/week6/picks',
        () => ({ entryId: attacker.week6EntryId, pickedTeamId: week6Team, week: WEEK }),
      ] as const,
    ];
    const userBefore = await json<Item>(attacker.client.get('/api/auth/user'));
    await expectNothingSmuggled(attacker.client, all);
    const userAfter = await json<Item>(attacker.client.get('/api/auth/user'));
    for (const field of ['id', 'isAdmin', 'hasFullApp', 'hasWeek5', 'userType', 'createdAt', 'email']) {
      expect({ field, value: userAfter[field] }).toEqual({ field, value: userBefore[field] });
    }
    expect(({} as Item).isAdmin).toBeUndefined();
    expect(({} as Item).polluted).toBeUndefined();
    expect((await attacker.client.get('/api/admin/users')).status).toBe(403);
  });

  it('leaves a Week 6 only player limited whatever they send', async () => {
    await expectNothingSmuggled(limited, saves('limited_extra').slice(2, 9));
    expect(await json(limited.get('/api/auth/user'))).toMatchObject({
      hasFullApp: false,
      userType: 'week6_only',
    });
    expect((await limited.get(`/api/picks/weekly/${WEEK}`)).status).toBe(403);
  });

  it('stores none of them on an admin override either', async () => {
    const overrides: [string, Record<string, unknown>][] = [
      [
        '/api/admin/override-picks',
        {
          userId: attacker.id,
          week: WEEK,
          picks: [
            {
              userId: attacker.id,
              gameId: sundayGame.id,
              pickedTeamId: sundayGame.homeTeamId,
              week: WEEK,
              isCorrect: true,
            },
          ],
        },
      ],
      [
        '/api/admin/mnf-tiebreaker/override',
        { userId: attacker.id, week: WEEK, gameId: mnfGame.id, predictedTotal: 60 },
      ],
    ];
    for (const [path, body] of overrides) {
      const before = await tableSnapshot();
      const response = await admin.send('POST', path, withPrivileged(body, victim.id));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const offences = smuggled(before, await tableSnapshot(), victim.id).filter(
        (offence) => !offence.startsWith('AUDIT'),
      );
      expect({ path, offences }).toEqual({ path, offences: [] });
      counts.extraFieldCalls += 1;
    }
  });
});

describe('counts', () => {
  it('reports the id swaps and the saves with privileged fields tried', () => {
    console.info(
      `object-level authorization: ${counts.swaps} id swaps, ${counts.extraFieldCalls} saves with privileged fields`,
    );
    expect(counts.swaps).toBeGreaterThan(0);
  });
});
