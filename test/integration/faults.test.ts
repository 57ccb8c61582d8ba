import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/lib/config';
import { db, tableName } from '../../functions/lib/data/client';
import { getGame, putGames } from '../../functions/lib/data/games-repository';
import { listUserEntries } from '../../functions/lib/data/survivor-repository';
import { getUser, getUsernameClaim } from '../../functions/lib/data/users-repository';
import type { Game, GameRecord } from '../../shared/game';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import { WEEK6_MAX_ENTRIES } from '../../shared/survivor';
import type { CurrentUser, User } from '../../shared/user';
import {
  type FaultKind,
  faultKinds,
  installDynamoFaults,
  kindsFor,
  type WriteCall,
  withoutFaults,
  withWrites,
} from '../support/dynamo-faults';
import { espnSeasonWeek } from '../support/espn-season';
import { type EspnAnswer, startScriptedEspnServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { isRetired, tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * DynamoDB faults on every write path: each call a write makes (first, second, ... last) is faulted
 * in turn. A fault answers 503 (throttled, timed out) or 409 (a condition failed) with a message and
 * no stack; the same request again completes it, and what readers see then equals a fault-free run.
 */

// Thursday of Week 15, before its first kickoff: weeks 1-14 are graded, with the demo pool's picks.
const stack = localStackForFile({ seed: true });
const OPEN_WEEK = 15;
const GRADED_WEEK = 13;

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let alice: PoolClient;
let aliceId: string;
let openGames: Game[];
/** A player who signed up on Thursday of Week 15, with no username yet. */
let newcomer: PoolClient;
let newcomerId: string;

/** Faults injected, by kind and by the position of the faulted call within its request. */
const injected = new Map<string, number>();
const paths = new Set<string>();
/** Faults that landed, by write path: every path must have had some (checked last). */
const landed = new Map<string, number>();
const count = (kind: FaultKind, at: number, path: string) => {
  const key = `${kind}@${at <= 3 ? at : 'later'}`;
  injected.set(key, (injected.get(key) ?? 0) + 1);
  landed.set(path, (landed.get(path) ?? 0) + 1);
};

beforeAll(async () => {
  installDynamoFaults();
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  aliceId = (await json<CurrentUser>(alice.get('/api/auth/user'))).id;
  openGames = await json<Game[]>(admin.get(`/api/games/week/${OPEN_WEEK}`));
  newcomer = (await signIn(stack.url, 'newcomer@example.com')).client;
  newcomerId = (await json<CurrentUser>(newcomer.get('/api/auth/user'))).id;
});

afterAll(() => {
  console.info(
    `faults: ${paths.size} write paths, ${[...injected.values()].reduce((a, b) => a + b, 0)} faults`,
    Object.fromEntries([...injected].sort()),
  );
});

/** A fault's answer: 503 for throttling and timeouts, a 4xx for a failed condition; `{ message }` only, no stack. */
const expectFaultAnswer = async (response: Response, kind: FaultKind) => {
  const text = await response.text();
  // A failed condition means what the write's condition guards: a conflict, or a deadline passed.
  if (kind === 'conditional') expect([400, 403, 409], text).toContain(response.status);
  else expect(response.status, `${kind}: ${text}`).toBe(503);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  expect(text).not.toMatch(/\bat \S+ \(|Exception|node_modules|\.ts:\d/);
  if (response.status === 503) expect(response.headers.get('retry-after')).toBe('1');
};

interface WritePath {
  name: string;
  /** The request; `turn` (0 or 1) alternates what it writes, so every run changes something. */
  send: (turn: number) => Promise<Response>;
  /** What readers see afterwards, compared with a fault-free run of the same turn. */
  read: () => Promise<unknown>;
  /** Checked right after each fault: what must never be half written. */
  holds?: () => Promise<void>;
}

/** The calls to fault: every one, or for a long write the first two, one in the middle and the last. */
const positionsOf = (calls: number) =>
  calls <= 5
    ? Array.from({ length: calls }, (_, i) => i + 1)
    : [...new Set([1, 2, Math.ceil(calls / 2), calls])];

/** Each faulted call gets the next kind that applies to it, so every kind meets every position across the file. */
let rotation = 0;
const nextKind = (kinds: FaultKind[]): FaultKind => {
  const kind = faultKinds
    .slice(rotation % faultKinds.length)
    .concat(faultKinds)
    .find((k) => kinds.includes(k));
  rotation += 1;
  return kind as FaultKind;
};

/**
 * Fault-free runs of both turns give what readers must see; then each write call of the request
 * is faulted in turn, the request is sent again without a fault, and the readers' view must equal
 * the fault-free one. The last run is a fault-free turn 0.
 */
const sweep = async (path: WritePath) => {
  paths.add(path.name);
  const expected: unknown[] = [];
  const plans: WriteCall[][] = [];
  for (const turn of [0, 1]) {
    const { result, calls } = await withWrites(() => path.send(turn));
    expect(result.status, `${path.name} fault-free: ${await result.text()}`).toBeLessThan(300);
    expected[turn] = await path.read();
    plans[turn] = calls;
  }
  let turn = 0;
  const longest = Math.max(plans[0]?.length ?? 0, plans[1]?.length ?? 0);
  expect(longest, `${path.name} writes`).toBeGreaterThan(0);
  for (const at of positionsOf(longest)) {
    // The turn whose fault-free run made this many writes (the other may make fewer): the state
    // moves on by a fault-free run of this turn, so the faulted one still changes something.
    if (!plans[turn]?.[at - 1]) {
      expect((await path.send(turn)).status).toBeLessThan(300);
      turn = 1 - turn;
    }
    const call = plans[turn]?.[at - 1] as WriteCall;
    const kind = nextKind(kindsFor(call));
    const { result, injected: hit } = await withWrites(() => path.send(turn), { kind, at });
    const label = `${path.name}: ${kind} at write ${at} (${call.command} ${call.partition})`;
    expect(hit, `${label}: the request no longer reached this write`).toBe(true);
    count(kind, at, path.name);
    if (result.status >= 300) await expectFaultAnswer(result, kind);
    else await result.body?.cancel();
    await path.holds?.();
    const again = await path.send(turn);
    expect(again.status, `${label}: the same request again: ${await again.text()}`).toBeLessThan(300);
    expect(await path.read(), label).toEqual(expected[turn]);
    turn = 1 - turn;
  }
  if (turn === 1) expect((await path.send(0)).status).toBeLessThan(300);
};

/** A demo player whose standard survivor entry is still alive in Week 15 (found through the admin's reads). */
const survivorPlayer = async () => {
  for (const user of await json<User[]>(admin.get('/api/admin/users'))) {
    const entry = await json<SurvivorEntry | null>(admin.get(`/api/admin/survivor/entry/${user.id}`));
    if (entry && !entry.isEliminated && user.email && !user.isAdmin) {
      return { client: (await signIn(stack.url, user.email)).client, entry };
    }
  }
  throw new Error('every demo survivor entry is eliminated');
};

const pickOf = (game: Game, turn: number) => (turn === 0 ? game.homeTeamId : game.awayTeamId);

describe('player writes under DynamoDB faults', () => {
  it('weekly batch save', async () => {
    await sweep({
      name: 'POST /api/picks/weekly/batch',
      send: (turn) =>
        alice.send('POST', '/api/picks/weekly/batch', {
          picks: openGames.map((game) => ({
            gameId: game.id,
            pickedTeamId: pickOf(game, turn),
            week: OPEN_WEEK,
          })),
        }),
      read: () => json(alice.get(`/api/picks/weekly/${OPEN_WEEK}/${aliceId}`)),
    });
  });

  it('MNF prediction', async () => {
    const mnf = openGames.find((game) => game.isMnfTiebreaker) ?? openGames.at(-1);
    await sweep({
      name: 'POST /api/tiebreaker/mnf',
      send: (turn) =>
        alice.send('POST', '/api/tiebreaker/mnf', {
          gameId: mnf?.id,
          week: OPEN_WEEK,
          predictedTotal: 40 + turn,
        }),
      read: () => json(alice.get(`/api/tiebreaker/mnf/${OPEN_WEEK}`)),
    });
  });

  it('survivor pick', async () => {
    const { client, entry } = await survivorPlayer();
    const used = new Set(
      entry.picks.filter((pick) => pick.week !== OPEN_WEEK).map((pick) => pick.pickedTeamId),
    );
    const free = openGames.map((game) => game.homeTeamId).filter((team) => !used.has(team));
    await sweep({
      name: 'POST /api/survivor/pick',
      send: (turn) =>
        client.send('POST', '/api/survivor/pick', {
          entryId: entry.id,
          week: OPEN_WEEK,
          pickedTeamId: free[turn],
        }),
      read: () => json(client.get(`/api/survivor/current-pick/${entry.id}/${OPEN_WEEK}`)),
    });
    await sweep({
      name: 'POST /api/admin/survivor/override-pick',
      send: (turn) =>
        admin.send('POST', '/api/admin/survivor/override-pick', {
          entryId: entry.id,
          week: OPEN_WEEK,
          pickedTeamId: free[2 + turn],
        }),
      read: () => json(client.get(`/api/survivor/current-pick/${entry.id}/${OPEN_WEEK}`)),
    });
  });

  it('reminder preferences', async () => {
    await sweep({
      name: 'PUT /api/users/reminders',
      send: (turn) =>
        alice.send('PUT', '/api/users/reminders', { enabled: turn === 0, leadHours: turn ? 6 : 24 }),
      read: () => json(alice.get('/api/users/reminders')),
    });
  });
});

/** Every profile of these users that carries a username holds its username item. */
const usernamesHeld = async (...userIds: string[]) => {
  for (const id of userIds) {
    const user = await getUser(id);
    if (user?.username) expect((await getUsernameClaim(user.username))?.userId, user.username).toBe(id);
  }
};

/**
 * Which of these names another player could take once a failed request's claims are left over
 * (a minute on): a change that failed after the profile took the new name leaves the previous
 * name's item behind, held by nobody's profile, and that is free.
 */
const freeForOthers = async (...names: string[]) => {
  const clock = process.env.POOL_NOW as string;
  process.env.POOL_NOW = new Date(Date.parse(clock) + 2 * 60_000).toISOString();
  try {
    return await Promise.all(
      names.map(
        async (name) =>
          (await json<{ available: boolean }>(alice.get(`/api/users/check-username/${name}`))).available,
      ),
    );
  } finally {
    process.env.POOL_NOW = clock;
  }
};

describe('usernames under DynamoDB faults', () => {
  it('a profile never carries a username whose item it does not hold', async () => {
    await sweep({
      name: 'POST /api/users/username',
      send: (turn) =>
        newcomer.send('POST', '/api/users/username', { username: turn ? 'fault_b' : 'fault_a' }),
      read: async () => ({
        me: (await json<CurrentUser>(newcomer.get('/api/auth/user'))).username,
        free: await freeForOthers('fault_a', 'fault_b'),
      }),
      holds: () => usernamesHeld(newcomerId),
    });
  });

  it('the same for the Week 6 sign-up username', async () => {
    const { client } = await signIn(stack.url, 'week6.faults@example.com', { loginPath: '/api/week6/login' });
    const id = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    await sweep({
      name: 'POST /api/week6/username',
      send: (turn) => client.send('POST', '/api/week6/username', { username: turn ? 'six_b' : 'six_a' }),
      read: async () => ({
        me: (await json<CurrentUser>(client.get('/api/auth/user'))).username,
        free: await freeForOthers('six_a', 'six_b'),
      }),
      holds: () => usernamesHeld(id),
    });
  });
});

describe('admin writes under DynamoDB faults', () => {
  const monday = () => openGames.find((game) => game.isMnfTiebreaker) ?? openGames.at(-1);
  const simple: [string, (turn: number) => Promise<Response>, () => Promise<unknown>][] = [
    [
      'POST /api/admin/override-picks',
      (turn) =>
        admin.send('POST', '/api/admin/override-picks', {
          userId: aliceId,
          week: OPEN_WEEK,
          picks: openGames.slice(0, 2).map((game) => ({
            userId: aliceId,
            gameId: game.id,
            pickedTeamId: pickOf(game, 1 - turn),
            week: OPEN_WEEK,
          })),
        }),
      () => json(admin.get(`/api/picks/weekly/${OPEN_WEEK}/${aliceId}`)),
    ],
    [
      'POST /api/admin/mnf-tiebreaker/override',
      (turn) =>
        admin.send('POST', '/api/admin/mnf-tiebreaker/override', {
          userId: aliceId,
          week: OPEN_WEEK,
          gameId: monday()?.id,
          predictedTotal: 30 + turn,
        }),
      () => json(admin.get(`/api/admin/mnf-tiebreaker/${aliceId}/${OPEN_WEEK}`)),
    ],
    [
      'PUT /api/admin/game/{id}/spread',
      (turn) =>
        admin.send('PUT', `/api/admin/game/${openGames[0]?.id}/spread`, { spread: turn ? 2.5 : -3.5 }),
      () => json(alice.get(`/api/games/week/${OPEN_WEEK}`)),
    ],
    [
      'PUT /api/settings/rules',
      (turn) => admin.send('PUT', '/api/settings/rules', { value: `Rules, take ${turn}` }),
      () => json(alice.get('/api/settings/rules')),
    ],
    [
      'PUT /api/admin/picks/enabled',
      (turn) => admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: turn === 0 }),
      () => json(alice.get('/api/settings/picks_enabled')),
    ],
    [
      'PUT /api/admin/results/visibility',
      (turn) => admin.send('PUT', '/api/admin/results/visibility', { showAllResults: turn === 1 }),
      () => json(alice.get('/api/settings/show_all_results')),
    ],
    [
      'PUT /api/admin/pool-settings',
      (turn) => admin.send('PUT', '/api/admin/pool-settings', { pushRule: turn ? 'win' : 'loss' }),
      () => json(alice.get('/api/leaderboard/season')),
    ],
    [
      'PUT /api/admin/squares/{position}/assign',
      (turn) =>
        admin.send('PUT', '/api/admin/squares/42/assign', { playerName: turn ? 'Uncle Bob' : 'Aunt May' }),
      () => json(alice.get('/api/squares')),
    ],
    [
      'PUT /api/admin/squares/price',
      (turn) => admin.send('PUT', '/api/admin/squares/price', { price: turn ? 12.5 : 10 }),
      () => json(alice.get('/api/squares')),
    ],
    [
      'PUT /api/admin/squares/visibility',
      (turn) => admin.send('PUT', '/api/admin/squares/visibility', { isVisible: turn === 0 }),
      () => json(alice.get('/api/squares')),
    ],
    [
      'PUT /api/admin/home-content',
      (turn) =>
        admin.send('PUT', '/api/admin/home-content', {
          title: `The Pool ${turn}`,
          subtitle: 'Every week',
          description: 'Pick them all.',
          features: ['Picks'],
        }),
      () => json(alice.get('/api/home-content')),
    ],
    [
      'PUT /api/admin/live-scores',
      (turn) =>
        admin.send('PUT', '/api/admin/live-scores', { enabled: turn === 0, intervalMinutes: turn ? 10 : 5 }),
      () => json(admin.get('/api/admin/live-scores')),
    ],
    [
      'POST /api/admin/schedule-config',
      (turn) =>
        admin.send('POST', '/api/admin/schedule-config', {
          cronExpression: turn ? '5 13 * * 0' : '0 12 * * 0',
          timezone: 'America/New_York',
          enabled: turn === 1,
        }),
      () => json(admin.get('/api/admin/schedule-config')),
    ],
    [
      'PUT /api/admin/current-week',
      (turn) => admin.send('PUT', '/api/admin/current-week', { week: OPEN_WEEK + turn }),
      () => json(alice.get('/api/games/current-week')),
    ],
    [
      'POST /api/admin/sync-schedule/{week}',
      (turn) => admin.send('POST', `/api/admin/sync-schedule/${16 + turn}`, {}),
      async () => [await json(alice.get('/api/games/week/16')), await json(alice.get('/api/games/week/17'))],
    ],
  ];
  it.each(simple)('%s', async (name, send, read) => {
    await sweep({ name, send, read });
  });

  it('PATCH /api/admin/users/{userId}/admin', async () => {
    const { client } = await signIn(stack.url, 'promoted.faults@example.com');
    const id = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    // An admin first, so that the sweep's first turn (a demotion) and its second (a promotion) both change the role.
    expect((await admin.send('PATCH', `/api/admin/users/${id}/admin`, { isAdmin: true })).status).toBe(200);
    const inAdminSet = async () => {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: { PK: 'ROLES', SK: 'ADMINS' }, ConsistentRead: true }),
      );
      return Boolean((Item?.admins as Record<string, boolean> | undefined)?.[id]);
    };
    await sweep({
      name: 'PATCH /api/admin/users/{userId}/admin',
      send: (turn) => admin.send('PATCH', `/api/admin/users/${id}/admin`, { isAdmin: turn === 1 }),
      // The profile and the admin set agree once the request was sent again.
      read: async () => ({ profile: (await getUser(id))?.isAdmin, set: await inAdminSet() }),
    });
  });
});

/** Runs `work` with reservations a few real milliseconds long, once those made so far are that old. */
const afterReservationsExpire = async (work: () => Promise<void>, ms = 50) => {
  process.env.WEEK6_RESERVATION_MS = String(ms);
  try {
    await new Promise((resolve) => setTimeout(resolve, ms + 10));
    await work();
  } finally {
    delete process.env.WEEK6_RESERVATION_MS;
  }
};

describe('Week 6 entries under DynamoDB faults', () => {
  it('a create that crashed after reserving its place: the place is free again once real time passes, with the pool clock frozen', async () => {
    expect(process.env.POOL_CLOCK_SPEED ?? '0', 'the pool clock stands still').toBe('0');
    const { client } = await signIn(stack.url, 'week6.crashed@example.com', {
      loginPath: '/api/week6/login',
      username: 'week6_crashed',
    });
    const id = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    const placesHeld = async () =>
      (
        await db().send(
          new GetCommand({
            TableName: tableName(),
            Key: { PK: `SEASON#${config.season()}#WEEK6`, SK: `COUNT#week6#${id}` },
            ConsistentRead: true,
          }),
        )
      ).Item?.entryCount as number | undefined;
    const register = (count: number) => client.send('POST', '/api/week6/entries/register', { count });
    // The reservation is applied, then the request dies before anything else: no entry, no release.
    process.env.WEEK6_RESERVATION_MS = '1500';
    try {
      const crashed = await withWrites(() => register(2), { kind: 'lostReply', at: 1 });
      expect(crashed.injected).toBe(true);
      expect(crashed.calls[0]?.partition).toBe(`SEASON#${config.season()}#WEEK6`);
      expect(crashed.result.status).toBe(503);
      expect(await placesHeld()).toBe(2);
      // While the crashed create might still be running, its places stay taken.
      expect((await register(WEEK6_MAX_ENTRIES)).status).toBe(409);
    } finally {
      delete process.env.WEEK6_RESERVATION_MS;
    }
    // The pool clock has not moved; real time has passed the reservation: the places come back.
    await afterReservationsExpire(async () => {
      const full = await register(WEEK6_MAX_ENTRIES);
      expect(full.status, await full.text()).toBe(200);
      expect(await placesHeld()).toBe(WEEK6_MAX_ENTRIES);
      expect((await listUserEntries(id)).filter((entry) => entry.kind === 'week6')).toHaveLength(
        WEEK6_MAX_ENTRIES,
      );
    });
  });

  it('never leave an entry without its place, and give back a place left without an entry', async () => {
    const { client } = await signIn(stack.url, 'week6.entries@example.com', {
      loginPath: '/api/week6/login',
      username: 'week6_entries',
    });
    const id = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    const mine = () => json<SurvivorEntry[]>(client.get('/api/week6/entries'));
    const state = async () => {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: { PK: `SEASON#${config.season()}#WEEK6`, SK: `COUNT#week6#${id}` },
          ConsistentRead: true,
        }),
      );
      const entries = (await listUserEntries(id)).filter((entry) => entry.kind === 'week6');
      return { entries: entries.length, places: (Item?.entryCount as number | undefined) ?? 0 };
    };
    const removeAll = async () => {
      for (const entry of await listUserEntries(id))
        await client.send('DELETE', `/api/week6/entries/${entry.id}`);
    };
    const deleteFirst = async () => client.send('DELETE', `/api/week6/entries/${(await mine())[0]?.id}`);
    const writes: [string, () => Promise<Response>, number][] = [
      [
        'POST /api/week6/entries',
        () => client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'F' }),
        0,
      ],
      [
        'POST /api/week6/entries/register',
        () => client.send('POST', '/api/week6/entries/register', { count: 2 }),
        0,
      ],
      ['POST /api/week6/register', () => client.send('POST', '/api/week6/register', { count: 1 }), 0],
      ['DELETE /api/week6/entries/{id}', deleteFirst, 1],
    ];
    for (const [name, send, ready] of writes) {
      paths.add(name);
      const setUp = async () => {
        if (ready) await client.send('POST', '/api/week6/entries/register', { count: ready });
      };
      await setUp();
      const { result, calls } = await withWrites(send);
      expect(result.status, name).toBeLessThan(300);
      await removeAll();
      for (const [index, call] of calls.entries()) {
        const at = index + 1;
        // A write not applied (throttled or timed out), one applied with its answer lost, a failed condition.
        const notApplied = nextKind(['throughput', 'throttling', 'timeout']);
        // A failed condition where one can fail: the place counter and the delete's lock, not a new entry's id.
        const kinds = kindsFor(call).filter((k) => [notApplied, 'lostReply', 'conditional'].includes(k));
        for (const kind of call.command === 'PutItem' ? kinds.filter((k) => k !== 'conditional') : kinds) {
          await setUp();
          const faulted = await withWrites(send, { kind, at });
          const label = `${name}: ${kind} at write ${at} (${call.command} ${call.partition})`;
          expect(faulted.injected, `${label}: the request no longer reached this write`).toBe(true);
          count(kind, at, name);
          if (faulted.result.status >= 300) await expectFaultAnswer(faulted.result, kind);
          const after = await state();
          expect(after.entries, `${label}: an entry without its place`).toBeLessThanOrEqual(after.places);
          await removeAll();
        }
      }
    }
    // Places a failed request left without an entry stop counting once their reservation is old.
    const left = await state();
    expect(left.entries).toBe(0);
    expect(left.places, 'places left over by lost answers').toBeGreaterThan(0);
    await afterReservationsExpire(async () => {
      const full = await client.send('POST', '/api/week6/entries/register', { count: WEEK6_MAX_ENTRIES });
      expect(full.status, `${left.places} places left over: ${await full.text()}`).toBe(200);
      expect(await state()).toEqual({ entries: WEEK6_MAX_ENTRIES, places: WEEK6_MAX_ENTRIES });
    });
    await removeAll();
    expect(await state()).toEqual({ entries: 0, places: 0 });

    await client.send('POST', '/api/week6/entries/register', { count: 1 });
    const [entry] = await mine();
    await sweep({
      name: 'POST /api/week6/picks',
      send: (turn) =>
        client.send('POST', '/api/week6/picks', {
          entryId: entry?.id,
          week: OPEN_WEEK,
          pickedTeamId: (turn ? openGames[1] : openGames[0])?.awayTeamId,
        }),
      read: () => json(client.get(`/api/week6/picks/${entry?.id}/${OPEN_WEEK}`)),
    });
  });
});

describe('grading under DynamoDB faults', () => {
  /** The week's graded picks and the season standings (each week's totals), as the admin sees them. */
  const gradedView = async (week: number) => ({
    picks: await json(admin.get(`/api/picks/weekly/${week}`)),
    season: await json(admin.get('/api/leaderboard/season')),
  });

  it('a score correction is never half graded: the same request again grades it as a fault-free run', async () => {
    const [game] = await json<Game[]>(admin.get(`/api/games/week/${GRADED_WEEK}`));
    await sweep({
      name: 'PUT /api/admin/game-score/{gameId}',
      send: (turn) =>
        admin.send('PUT', `/api/admin/game-score/${game?.id}`, {
          homeScore: turn ? 0 : 40,
          awayScore: turn ? 40 : 0,
          isCompleted: true,
        }),
      read: async () => ({
        ...(await gradedView(GRADED_WEEK)),
        survivor: await json(admin.get('/api/survivor/results')),
      }),
    });
  });

  it('the same for saving a week of scores at once and for grading a week again', async () => {
    const [first, second] = await json<Game[]>(admin.get('/api/games/week/12'));
    const row = (game: Game | undefined, turn: number) => ({
      id: game?.id,
      homeScore: turn ? 3 : 30,
      awayScore: turn ? 30 : 3,
      isCompleted: true,
    });
    await sweep({
      name: 'POST /api/admin/save-all-scores',
      send: (turn) =>
        admin.send('POST', '/api/admin/save-all-scores', { games: [row(first, turn), row(second, turn)] }),
      read: () => gradedView(12),
    });
    // Grading alone, of scores stored without grading.
    await sweep({
      name: 'POST /api/admin/score-picks/{week}',
      send: async (turn) => {
        await withoutFaults(async () => {
          const game = (await getGame(first?.id ?? '')) as GameRecord;
          await putGames([{ ...game, homeScore: turn ? 7 : 21, awayScore: turn ? 21 : 7 }]);
        });
        return admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
      },
      read: () => gradedView(12),
    });
  });

  it('finalizing a survivor week: the same request again finalizes every pick of it', async () => {
    // Finalizing writes only the picks not finalized yet, so each faulted run starts from the week
    // opened again (un-finalized, without faults): every run makes the writes the fault-free one made.
    const name = 'POST /api/admin/survivor/finalize-week';
    paths.add(name);
    const picksOfWeek = () =>
      json<{ isFinalized: boolean; picks: { isFinalized: boolean }[] }>(
        admin.get(`/api/admin/survivor/picks?week=${OPEN_WEEK}`),
      );
    const finalize = () => admin.send('POST', '/api/admin/survivor/finalize-week', { week: OPEN_WEEK });
    const reopen = async () => {
      const reopened = await withoutFaults(() =>
        admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: OPEN_WEEK }),
      );
      expect(reopened.status, await reopened.text()).toBe(200);
    };
    const open = await picksOfWeek();
    expect(open.picks.length).toBeGreaterThan(0);
    const { result, calls } = await withWrites(finalize);
    expect(result.status, await result.text()).toBe(200);
    const finalized = await picksOfWeek();
    expect(finalized.picks.every((pick) => pick.isFinalized)).toBe(true);
    // One conditional update per pick of the week, besides each pool's week record and version.
    expect(calls.filter((call) => call.conditional && call.command === 'UpdateItem').length).toBe(
      open.picks.length,
    );
    for (const at of positionsOf(calls.length)) {
      await reopen();
      expect(await picksOfWeek()).toEqual(open);
      const call = calls[at - 1] as WriteCall;
      const kind = nextKind(kindsFor(call));
      const label = `${name}: ${kind} at write ${at} (${call.command} ${call.partition})`;
      const faulted = await withWrites(finalize, { kind, at });
      expect(faulted.injected, `${label}: the request no longer reached this write`).toBe(true);
      count(kind, at, name);
      if (faulted.result.status >= 300) await expectFaultAnswer(faulted.result, kind);
      else await faulted.result.body?.cancel();
      const again = await finalize();
      expect(again.status, `${label}: the same request again: ${await again.text()}`).toBeLessThan(300);
      expect(await picksOfWeek(), label).toEqual(finalized);
    }
    await reopen();
  });

  it('opening a finalized survivor week again: the same request again opens every pick of it', async () => {
    const name = 'POST /api/admin/survivor/unfinalize-week';
    paths.add(name);
    const picksOfWeek = () =>
      json<{ isFinalized: boolean; picks: { isFinalized: boolean }[] }>(
        admin.get(`/api/admin/survivor/picks?week=${OPEN_WEEK}`),
      );
    const reopen = () => admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: OPEN_WEEK });
    const finalize = async () => {
      const finalized = await withoutFaults(() =>
        admin.send('POST', '/api/admin/survivor/finalize-week', { week: OPEN_WEEK }),
      );
      expect(finalized.status, await finalized.text()).toBe(200);
    };
    await finalize();
    const { result, calls } = await withWrites(reopen);
    expect(result.status, await result.text()).toBe(200);
    const open = await picksOfWeek();
    expect(open.isFinalized).toBe(false);
    expect(open.picks.length).toBeGreaterThan(0);
    expect(open.picks.every((pick) => !pick.isFinalized)).toBe(true);
    // Every pick's write, the last pool's too: a request stopped there must still find the week to open.
    const picks = calls.flatMap((call, i) =>
      call.conditional && call.command === 'UpdateItem' ? [i + 1] : [],
    );
    expect(picks.length).toBe(open.picks.length);
    for (const at of picks) {
      await finalize();
      const call = calls[at - 1] as WriteCall;
      // The write did not happen (a failed condition means the pick is gone: nothing to open).
      const kind = nextKind(kindsFor(call).filter((k) => k !== 'lostReply' && k !== 'conditional'));
      const label = `${name}: ${kind} at write ${at} (${call.command} ${call.partition})`;
      const faulted = await withWrites(reopen, { kind, at });
      expect(faulted.injected, `${label}: the request no longer reached this write`).toBe(true);
      count(kind, at, name);
      if (faulted.result.status >= 300) await expectFaultAnswer(faulted.result, kind);
      else await faulted.result.body?.cancel();
      const again = await reopen();
      expect(again.status, `${label}: the same request again: ${await again.text()}`).toBeLessThan(300);
      expect(await picksOfWeek(), label).toEqual(open);
    }
  });

  it('resetting and syncing a week of scores', async () => {
    await sweep({
      name: 'POST /api/admin/reset-scores/{week} and sync-scores/{week}',
      send: (turn) => admin.send('POST', `/api/admin/${turn ? 'sync-scores' : 'reset-scores'}/14`, {}),
      read: () => gradedView(14),
    });
  });
});

describe('removing a user under DynamoDB faults', () => {
  /** A player with a username, a week of picks, a prediction, a survivor entry and a Week 6 entry. */
  const player = async (n: number) => {
    const { client } = await signIn(stack.url, `leaving${n}@example.com`);
    const id = (await json<CurrentUser>(client.get('/api/auth/user'))).id;
    const made = [
      await client.send('POST', '/api/users/username', { username: `leaving_${n}` }),
      await client.send('POST', '/api/picks/weekly/batch', {
        picks: openGames.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: OPEN_WEEK })),
      }),
      await client.send('POST', '/api/week6/entries/register', { count: 1 }),
    ];
    expect(made.map((response) => response.status)).toEqual([200, 200, 200]);
    return { client, id };
  };
  it('leaves the user fully removed once the removal is sent again', async () => {
    const clean = await player(0);
    const { result, calls } = await withWrites(() => admin.send('DELETE', `/api/admin/users/${clean.id}`));
    expect(result.status).toBe(200);
    paths.add('DELETE /api/admin/users/{userId}');
    const removed = [{ id: clean.id, username: 'leaving_0', label: 'fault-free', rerun: 200, takenBy: '' }];
    // Every write of a removal, not four: each one a removal can stop at must be finished by sending it again.
    for (const [i, call] of calls.entries()) {
      const at = i + 1;
      const { client, id } = await player(at);
      const kind = nextKind(kindsFor(call));
      const faulted = await withWrites(() => admin.send('DELETE', `/api/admin/users/${id}`), { kind, at });
      expect(faulted.injected).toBe(true);
      count(kind, at, 'DELETE /api/admin/users/{userId}');
      const label = `${kind} at write ${at} of ${calls.length} (${call.command} ${call.partition})`;
      if (faulted.result.status >= 300) await expectFaultAnswer(faulted.result, kind);
      const again = await admin.send('DELETE', `/api/admin/users/${id}`);
      expect([200, 404], label).toContain(again.status);
      expect((await client.get('/api/auth/user')).status, label).toBe(401);
      // A failed condition on a claim's delete stands for another user holding the claim now: theirs
      // to keep. The fault leaves the item as it was, so the test, not the table, knows it is not the player's.
      const claim = /^(EMAIL|USERNAME)#/.exec(call.partition)?.[1];
      const takenBy = kind === 'conditional' && call.command === 'DeleteItem' && claim ? claim : '';
      removed.push({ id, username: `leaving_${at}`, label, rerun: again.status, takenBy });
    }
    const table = await tableSnapshot();
    for (const { id, username, label, rerun, takenBy } of removed) {
      const left = table
        .filter(
          (item) =>
            JSON.stringify(item).includes(id) &&
            !String(item.PK).endsWith('#AUDIT') &&
            !isRetired(item) &&
            !(takenBy && String(item.PK).startsWith(`${takenBy}#`) && item.SK === takenBy),
        )
        .map((item) => `${item.PK} ${item.SK}`);
      // 404: the fault came after the profile went; at most its username's item stays, held by no profile.
      expect(rerun === 404 ? [[], [`USERNAME#${username} USERNAME`]] : [[]], label).toContainEqual(left);
    }
    expect(await freeForOthers(...removed.map(({ username }) => username))).toEqual(removed.map(() => true));
    // A player set up and removed twice for each of the removal's 30-odd writes: minutes on a loaded machine.
  }, 180_000);
});

describe('the sports data provider failing mid-sync', () => {
  let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;
  beforeAll(async () => {
    espn = await startScriptedEspnServer();
    process.env.SPORTS_DATA_PROVIDER = 'espn';
    process.env.ESPN_BASE_URL = espn.baseUrl;
  });
  afterAll(async () => {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
    delete process.env.ESPN_BASE_URL;
    delete process.env.ESPN_TIMEOUT_MS;
    await espn.close();
  });

  it('leaves the stored teams and games as they were', async () => {
    const stored = async () => ({
      teams: await json(alice.get('/api/teams')),
      week16: await json(alice.get('/api/games/week/16')),
      week14: await json(alice.get('/api/games/week/14')),
    });
    const before = await stored();
    const failures: [string, EspnAnswer][] = [
      ['cut mid-answer', { ...espnSeasonWeek(16), cutAfter: 2000 }],
      ['answers 500', { status: 500 }],
      ['answers not JSON', { body: 'not json' }],
      ['answers too late', { ...espnSeasonWeek(16), delayMs: 1500 }],
    ];
    process.env.ESPN_TIMEOUT_MS = '100';
    for (const [how, answer] of failures) {
      espn.answer('/teams', answer);
      espn.answer('week 16', answer);
      espn.answer('week 14', answer);
      for (const path of [
        '/api/admin/sync-teams',
        '/api/admin/sync-schedule/16',
        '/api/admin/sync-scores/14',
      ]) {
        const response = await admin.send('POST', path, {});
        const body = await response.text();
        expect(response.status, `${path} when ESPN ${how}: ${body}`).toBe(503);
        expect(Object.keys(JSON.parse(body))).toEqual(['message']);
        expect(body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d/);
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the sweep itself', () => {
  it('landed faults on every write path it tried', () => {
    expect(paths.size).toBeGreaterThan(20);
    expect([...paths].filter((path) => !landed.get(path))).toEqual([]);
  });
});
