import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/lib/config';
import { db, tableName } from '../../functions/lib/data/client';
import { listGamesOfWeek, putGames } from '../../functions/lib/data/games-repository';
import { readPlayerWeek } from '../../functions/lib/data/picks-repository';
import type { Game } from '../../shared/game';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import { holdWrites } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { isRetired, tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * 50 parallel requests on each invariant a race could break; the final table must be what SOME
 * serial order of the accepted requests gives. Thursday of Week 15: weeks 1-14 final and graded,
 * weeks 15-18 open.
 */
const stack = localStackForFile({ seed: true });
const PARALLEL = 50;
const OPEN_WEEK = 16;
const GRADED_WEEK = 13;

type Item = Record<string, unknown>;
const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
const userIdOf = async (client: PoolClient) => (await json<{ id: string }>(client.get('/api/auth/user'))).id;
const itemsWhere = async (match: (item: Item) => boolean) => (await tableSnapshot()).filter(match);
const SEASON = `SEASON#${config.season()}`;
const storedItem = async (PK: string, SK: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { PK, SK }, ConsistentRead: true }))).Item;

let signIns = 0;
const newPlayer = async () => {
  signIns += 1;
  return (await signIn(stack.url, `racer${signIns}@example.com`)).client;
};
/** A Week 6 sign-up that finished the profile step, as an account must before it enters a Week 6 pool. */
const newWeek6Player = async () => {
  signIns += 1;
  const email = `racer${signIns}@example.com`;
  return (await signIn(stack.url, email, { loginPath: '/api/week6/login', username: `racer_${signIns}` }))
    .client;
};

let admin: PoolClient;
let openGames: Game[];
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  openGames = await json<Game[]>(admin.get(`/api/games/week/${OPEN_WEEK}`));
});

describe('usernames under 50 parallel claims', () => {
  const claim = (client: PoolClient, username: string) =>
    client.send('POST', '/api/users/username', { username, defaultPick: 'home' });

  it('of one name by 50 players: exactly one wins, the claim is theirs and the 49 others hold no name', async () => {
    const players = await Promise.all(Array.from({ length: PARALLEL }, () => newPlayer()));
    const statuses = (await Promise.all(players.map((p) => claim(p, 'Contested_Name')))).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    const winner = players[statuses.indexOf(200)] as PoolClient;
    const held = await storedItem('USERNAME#contested_name', 'USERNAME');
    expect(held?.userId).toBe(await userIdOf(winner));
    const names = await Promise.all(
      players.map(async (p) => (await json<{ username: string | null }>(p.get('/api/auth/user'))).username),
    );
    expect(names.filter((name) => name !== null)).toEqual(['Contested_Name']);
  });

  it('of 50 names by one player: one name held, on the profile, and no orphan claim', async () => {
    const player = await newPlayer();
    const playerId = await userIdOf(player);
    const names = Array.from({ length: PARALLEL }, (_, i) => `many_${i}`);
    const statuses = (await Promise.all(names.map((name) => claim(player, name)))).map((r) => r.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    const profile = await json<{ username: string }>(player.get('/api/auth/user'));
    expect(names).toContain(profile.username);
    const held = await itemsWhere((item) => item.SK === 'USERNAME' && item.userId === playerId);
    expect(held.map((item) => item.PK)).toEqual([`USERNAME#${profile.username}`]);
  });
});

describe('the Week 6 entry limit under 50 parallel requests', () => {
  const countAndEntries = async (userId: string) => {
    const counter = await storedItem(`${SEASON}#WEEK6`, `COUNT#week6#${userId}`);
    const entries = await itemsWhere(
      (item) => item.PK === `${SEASON}#SURVIVOR#week6` && item.userId === userId,
    );
    return { count: Number(counter?.entryCount ?? 0), entries: entries.map((item) => String(item.SK)) };
  };

  it('50 creates leave exactly 10 entries; creates and deletes mixed keep the counter equal to the entries', async () => {
    const player = await newWeek6Player();
    const playerId = await userIdOf(player);
    const create = (i: number) =>
      player.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: `Entry ${i}` });
    const created = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => create(i)));
    expect(created.filter((r) => r.status === 200)).toHaveLength(10);
    expect(created.filter((r) => r.status === 409)).toHaveLength(PARALLEL - 10);
    const full = await countAndEntries(playerId);
    expect(full).toMatchObject({ count: 10 });
    expect(full.entries).toHaveLength(10);

    // Each of the 10 entries deleted twice, and 30 creates, all at once.
    const entries = await json<SurvivorEntry[]>(player.get('/api/week6/entries'));
    const mixed = await Promise.all([
      ...entries.flatMap((entry) =>
        [0, 1].map(() => player.send('DELETE', `/api/week6/entries/${entry.id}`)),
      ),
      ...Array.from({ length: PARALLEL - 2 * entries.length }, (_, i) => create(100 + i)),
    ]);
    const deletes = mixed.slice(0, 2 * entries.length);
    const creates = mixed.slice(2 * entries.length);
    expect([...deletes, ...creates].filter((r) => ![200, 404, 409].includes(r.status))).toEqual([]);
    const deleted = deletes.filter((r) => r.status === 200).length;
    expect(deleted).toBe(entries.length);
    const after = await countAndEntries(playerId);
    expect(after.entries).toHaveLength(10 - deleted + creates.filter((r) => r.status === 200).length);
    expect(after.count).toBe(after.entries.length);
    expect(after.count).toBeLessThanOrEqual(10);
  });
});

describe('survivor team reuse under 50 parallel picks', () => {
  it('of 3 teams over 4 weeks for one entry: no team twice, every week picked holds an accepted pick', async () => {
    const player = await newWeek6Player();
    const entry = await json<SurvivorEntry>(
      player.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Racer' }),
    );
    const weeks = [15, 16, 17, 18];
    const weekGames = await Promise.all(
      weeks.map((week) => json<Game[]>(admin.get(`/api/games/week/${week}`))),
    );
    const playsEveryWeek = (teamId: number) =>
      weekGames.every((games) => games.some((g) => g.homeTeamId === teamId || g.awayTeamId === teamId));
    const teams = (weekGames[0] ?? []).flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter(playsEveryWeek);
    const chosen = teams.slice(0, 3);
    expect(chosen).toHaveLength(3);
    const attempts = Array.from({ length: PARALLEL }, (_, i) => ({
      week: weeks[i % weeks.length] as number,
      teamId: chosen[Math.floor(i / weeks.length) % chosen.length] as number,
    }));
    const answers = await Promise.all(
      attempts.map((attempt) =>
        player.send('POST', '/api/week6/picks', {
          entryId: entry.id,
          week: attempt.week,
          pickedTeamId: attempt.teamId,
        }),
      ),
    );
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
    const accepted = attempts.filter((_, i) => answers[i]?.status === 200);
    const stored = await storedItem(`${SEASON}#SURVIVOR#week6`, `ENTRY#${entry.id}`);
    const picks = weeks.flatMap((week) => {
      const pick = stored?.[`week_${String(week).padStart(2, '0')}`] as { teamId: number } | undefined;
      return pick ? [{ week, teamId: pick.teamId }] : [];
    });
    expect(new Set(picks.map((pick) => pick.teamId)).size).toBe(picks.length);
    for (const pick of picks) expect(accepted).toContainEqual(pick);
    expect(picks.map((pick) => pick.week)).toEqual([...new Set(accepted.map((a) => a.week))].sort());
  });
});

/** A set of picks written together: game id -> team id. */
type Batch = Map<string, number>;

/**
 * True when some serial order of the batches, each applied whole, turns `initial` into `final`:
 * peel from the end a batch that agrees with `final` on every game no later batch set.
 */
const someSerialOrderGives = (initial: Batch, batches: Batch[], final: Batch): boolean => {
  const settled = new Set<string>();
  const left = [...batches];
  for (let i = left.findIndex(agrees); i >= 0; i = left.findIndex(agrees)) {
    for (const gameId of (left[i] as Batch).keys()) settled.add(gameId);
    left.splice(i, 1);
  }
  const games = new Set([...initial.keys(), ...final.keys()]);
  return left.length === 0 && [...games].every((g) => settled.has(g) || initial.get(g) === final.get(g));

  function agrees(batch: Batch) {
    return [...batch].every(([gameId, teamId]) => settled.has(gameId) || final.get(gameId) === teamId);
  }
};

const storedSheet = async (week: number, userId: string): Promise<Batch> =>
  new Map((await readPlayerWeek(week, userId)).picks.map((pick) => [pick.gameId, pick.pickedTeamId]));

/** Random picks of some of the open week's games. */
const batchOf = (games: Game[]) =>
  fc
    .uniqueArray(fc.record({ game: fc.constantFrom(...games), home: fc.boolean() }), {
      minLength: 1,
      maxLength: games.length,
      selector: (pick) => pick.game.id,
    })
    .map(
      (picks) => new Map(picks.map(({ game, home }) => [game.id, home ? game.homeTeamId : game.awayTeamId])),
    );
const pickList = (batch: Batch, week: number) =>
  [...batch].map(([gameId, pickedTeamId]) => ({ gameId, pickedTeamId, week }));

describe('one player’s sheet under 50 parallel writes', () => {
  it('from two tabs: batch saves of random picks end in what some serial order of them gives', async () => {
    const { client: tabA } = await signIn(stack.url, 'two-tabs@example.com');
    const { client: tabB } = await signIn(stack.url, 'two-tabs@example.com');
    const userId = await userIdOf(tabA);
    await fc.assert(
      fc.asyncProperty(
        fc.array(batchOf(openGames), { minLength: PARALLEL, maxLength: PARALLEL }),
        async (batches) => {
          const initial = await storedSheet(OPEN_WEEK, userId);
          const answers = await Promise.all(
            batches.map((batch, i) =>
              (i % 2 ? tabB : tabA).send('POST', '/api/picks/weekly/batch', {
                picks: pickList(batch, OPEN_WEEK),
              }),
            ),
          );
          for (const answer of answers) expect(await answer.json()).toMatchObject({ failed: [] });
          expect(someSerialOrderGives(initial, batches, await storedSheet(OPEN_WEEK, userId))).toBe(true);
        },
      ),
      { numRuns: 2 },
    );
  });

  it('an admin override racing the player’s saves ends in what some serial order of them gives', async () => {
    const { client: player } = await signIn(stack.url, 'overridden@example.com');
    const userId = await userIdOf(player);
    const allHome: Batch = new Map(openGames.map((game) => [game.id, game.homeTeamId]));
    const allAway: Batch = new Map(openGames.map((game) => [game.id, game.awayTeamId]));
    const initial = await storedSheet(OPEN_WEEK, userId);
    // Half the requests the player's saves of every home side, half the admin's overrides to every away side.
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2
          ? admin.send('POST', '/api/admin/override-picks', {
              userId,
              week: OPEN_WEEK,
              picks: pickList(allAway, OPEN_WEEK).map((pick) => ({ ...pick, userId })),
            })
          : player.send('POST', '/api/picks/weekly/batch', { picks: pickList(allHome, OPEN_WEEK) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const final = await storedSheet(OPEN_WEEK, userId);
    expect(someSerialOrderGives(initial, [allHome, allAway], final), JSON.stringify([...final])).toBe(true);
  });

  it('a player’s save landing between the writes of an override still ends in a serial order', async () => {
    const { client: player } = await signIn(stack.url, 'interleaved@example.com');
    const userId = await userIdOf(player);
    const initial = await storedSheet(OPEN_WEEK, userId);
    // The override's first write to the sheet is applied; the override goes on after the player's save.
    // The player's save is conditioned on the kickoffs; the override is not.
    const held = holdWrites(
      (input) =>
        (input.Key as Item | undefined)?.SK === `SHEET#${userId}` &&
        !String(input.ConditionExpression).includes('lockAt'),
      { afterApplied: true },
    );
    try {
      const allHome: Batch = new Map(openGames.map((game) => [game.id, game.homeTeamId]));
      const allAway: Batch = new Map(openGames.map((game) => [game.id, game.awayTeamId]));
      const override = admin.send('POST', '/api/admin/override-picks', {
        userId,
        week: OPEN_WEEK,
        picks: pickList(allAway, OPEN_WEEK).map((pick) => ({ ...pick, userId })),
      });
      await held.reached;
      const saved = await player.send('POST', '/api/picks/weekly/batch', {
        picks: pickList(allHome, OPEN_WEEK),
      });
      expect(saved.status).toBe(200);
      held.release();
      expect((await override).status).toBe(200);
      const final = await storedSheet(OPEN_WEEK, userId);
      expect(someSerialOrderGives(initial, [allHome, allAway], final), JSON.stringify([...final])).toBe(true);
    } finally {
      held.release();
    }
  });
});

describe('a player removed while a write of theirs is in flight', () => {
  /**
   * Sends the player's `write`, holds its writes that `isHeld` picks out until the admin's removal
   * of the player has returned, then lets them go: the write must be refused.
   */
  const removedMidWrite = async (
    userId: string,
    isHeld: (input: Item) => boolean,
    write: () => Promise<Response>,
  ) => {
    const held = holdWrites(isHeld);
    try {
      const answer = write();
      await held.reached;
      expect((await admin.send('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      held.release();
      const refused = await answer;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: 'You are no longer a player in this pool' });
    } finally {
      held.release();
    }
  };

  const mnfGameOf = (games: Game[]) => {
    const game = games.find((candidate) => candidate.isMnfTiebreaker);
    if (!game) throw new Error(`no Monday night game in week ${OPEN_WEEK}`);
    return game;
  };

  it.each([
    [
      'a batch save',
      (player: PoolClient) =>
        player.send('POST', '/api/picks/weekly/batch', {
          picks: openGames.map((game) => ({
            gameId: game.id,
            pickedTeamId: game.homeTeamId,
            week: OPEN_WEEK,
          })),
        }),
    ],
    [
      'a Monday night prediction',
      (player: PoolClient) =>
        player.send('POST', '/api/tiebreaker/mnf', {
          gameId: mnfGameOf(openGames).id,
          week: OPEN_WEEK,
          predictedTotal: 44,
        }),
    ],
  ])('%s landing after the removal is refused and brings back no sheet', async (_, write) => {
    const player = await newPlayer();
    const userId = await userIdOf(player);
    // The player's writes to their sheet are conditioned (on kickoffs); the removal's are not.
    const isSave = (input: Item) =>
      (input.Key as Item | undefined)?.SK === `SHEET#${userId}` && !!input.ConditionExpression;
    await removedMidWrite(userId, isSave, () => write(player));
    expect(await readPlayerWeek(OPEN_WEEK, userId)).toEqual({ picks: [], prediction: null, retired: true });
    const grid = await json<{ userId: string }[]>(admin.get(`/api/picks/weekly/${OPEN_WEEK}`));
    expect(grid.filter((pick) => pick.userId === userId)).toEqual([]);
    const board = await json<{ userId: string }[]>(admin.get(`/api/leaderboard/weekly/${OPEN_WEEK}`));
    expect(board.filter((row) => row.userId === userId)).toEqual([]);
  });

  it.each([
    [
      'its entry put',
      (userId: string) => (input: Item) => {
        const item = input.Item as Item | undefined;
        return String(item?.SK).startsWith('ENTRY#') && item?.userId === userId;
      },
    ],
    [
      'its place reservation',
      (userId: string) => (input: Item) =>
        (input.Key as Item | undefined)?.SK === `COUNT#week6#${userId}` &&
        input.UpdateExpression !== undefined,
    ],
  ])('a Week 6 create held at %s is refused and leaves no entry', async (_, heldWrite) => {
    const player = await newWeek6Player();
    const userId = await userIdOf(player);
    await removedMidWrite(userId, heldWrite(userId), () =>
      player.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Leaving' }),
    );
    const theirs = await itemsWhere(
      (item) => JSON.stringify(item).includes(userId) && !String(item.PK).endsWith('#AUDIT'),
    );
    expect(theirs.filter((item) => !isRetired(item))).toEqual([]);
    const grid = await json<unknown>(admin.get('/api/survivor/results?poolId=week6'));
    expect(JSON.stringify(grid)).not.toContain(userId);
  });

  it('a username step whose survivor entry is put after the removal looked takes it back and is refused', async () => {
    // Before Week 1's first kickoff, so finishing the profile gives the player a standard survivor entry.
    const poolNow = process.env.POOL_NOW;
    process.env.POOL_NOW = '2025-09-01T12:00:00.000Z';
    const { client } = await signIn(stack.url, 'leaving-at-once@example.com');
    const userId = (await json<{ id: string }>(client.get('/api/auth/user'))).id;
    const held = holdWrites((input) => {
      const item = input.Item as Item | undefined;
      return String(item?.SK).startsWith('ENTRY#') && item?.poolId === 'standard';
    });
    try {
      const naming = client.send('POST', '/api/users/username', { username: 'leaving_at_once' });
      expect(String(((await held.reached).Item as Item).userId)).toBe(userId);
      expect((await admin.send('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      held.release();
      const named = await naming;
      expect({ status: named.status, body: await named.json() }).toEqual({
        status: 409,
        body: { message: 'You are no longer a player in this pool' },
      });
      expect((await client.get('/api/auth/user')).status).toBe(401);
    } finally {
      held.release();
      process.env.POOL_NOW = poolNow;
    }
    const theirs = await itemsWhere(
      (item) => JSON.stringify(item).includes(userId) && !String(item.PK).endsWith('#AUDIT'),
    );
    expect(theirs.filter((item) => !isRetired(item))).toEqual([]);
    const grid = await json<unknown>(admin.get('/api/survivor/results?poolId=standard'));
    expect(JSON.stringify(grid)).not.toContain(userId);
  });
});

describe('grading one week 50 times at once', () => {
  const withoutVersionsAndAudit = (items: Item[]) =>
    items.filter((item) => item.SK !== 'VERSION' && item.PK !== `${SEASON}#AUDIT`);

  it('leaves the table as one grading does', async () => {
    const [game] = await listGamesOfWeek(GRADED_WEEK, { consistent: true });
    if (!game) throw new Error(`no week ${GRADED_WEEK} game`);
    const standingsOfWeek = async () => storedItem(`${SEASON}#STANDINGS`, `WEEK#${GRADED_WEEK}`);
    const before = await standingsOfWeek();
    // A corrected score stored without grading, so every one of the 50 gradings has work to do.
    await putGames([{ ...game, homeScore: 0, awayScore: 30, isCompleted: true, status: 'final' }]);
    const graded = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.send('POST', `/api/admin/score-picks/${GRADED_WEEK}`, { adminsOnly: false }),
      ),
    );
    expect(graded.map((answer) => answer.status)).toEqual(graded.map(() => 200));
    const afterRace = withoutVersionsAndAudit(await tableSnapshot());
    expect(await standingsOfWeek()).not.toEqual(before);
    expect(
      (await admin.send('POST', `/api/admin/score-picks/${GRADED_WEEK}`, { adminsOnly: false })).status,
    ).toBe(200);
    expect(withoutVersionsAndAudit(await tableSnapshot())).toEqual(afterRace);
  });
});
