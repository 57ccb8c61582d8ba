import { beforeAll, describe, expect, it } from 'vitest';
import { putLiveScores } from '../../functions/lib/data/games-repository';
import { listTeams, putTeams } from '../../functions/lib/data/teams-repository';
import type { Game } from '../../shared/game';
import type { MnfPrediction, WeeklyPick } from '../../shared/schemas/picks';
import type { MySurvivorEntry, SurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { PublicUser } from '../../shared/schemas/users';
import type { Team } from '../../shared/team';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { keepWeek6Open } from '../support/week6';

/*
 * The screens' reads are served from per-process caches under version items. Each test reads first
 * (so the cache holds the view), writes, and reads again in the same process: the next read shows
 * the write. The demo pool at its clock: Thursday of Week 15 before kickoff, Week 14 scored.
 */
const stack = localStackForFile({ seed: true });
const SCORED_WEEK = 14;
const OPEN_WEEK = 15;

const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const answer = await response;
  expect(answer.status, answer.url).toBe(200);
  return (await answer.json()) as T;
};

let admin: PoolClient;
let alice: PoolClient;
let bob: PoolClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  bob = (await signIn(stack.url, 'bob@example.com')).client;
  aliceId = (await json<{ id: string }>(alice.get('/api/auth/user'))).id;
  bobId = (await json<{ id: string }>(bob.get('/api/auth/user'))).id;
});

const gamesOf = (client: PoolClient, week: number) => json<Game[]>(client.get(`/api/games/week/${week}`));

describe('a write changes what the next read returns', () => {
  it('a survivor pick: the grid shows it to its owner at once, to other players only after kickoff', async () => {
    // A player whose standard entry is still alive (the demo eliminates some along the season).
    let player = alice;
    let { entry } = await json<MySurvivorEntry>(player.get('/api/survivor/entry'));
    for (const email of ['carla', 'dan', 'erin', 'frank', 'grace', 'hank', 'iris', 'jamal', 'kate', 'leo']) {
      if (entry && !entry.isEliminated) break;
      player = (await signIn(stack.url, `${email}@example.com`)).client;
      entry = (await json<MySurvivorEntry>(player.get('/api/survivor/entry'))).entry;
    }
    if (!entry || entry.isEliminated) throw new Error('no demo player has a live survivor entry');
    const used = new Set(
      entry.picks.filter((pick) => pick.week !== OPEN_WEEK).map((pick) => pick.pickedTeamId),
    );
    const current = entry.picks.find((pick) => pick.week === OPEN_WEEK)?.pickedTeamId;
    const game = (await gamesOf(player, OPEN_WEEK)).find(
      (candidate) =>
        !used.has(candidate.homeTeamId) && candidate.homeTeamId !== current && candidate.lockReason === null,
    ) as Game;
    const grid = (client: PoolClient) =>
      json<SurvivorPoolResults>(
        client.get(`/api/survivor/results?poolId=${entry.poolId}&maxWeek=${OPEN_WEEK}`),
      );
    const rowOf = (results: SurvivorPoolResults) => results.rows.find((row) => row.entryId === entry.id);
    expect(rowOf(await grid(player))?.picks[OPEN_WEEK]?.teamId).toBe(current);
    expect(rowOf(await grid(bob))?.picks[OPEN_WEEK]).toBeUndefined();
    await json(
      player.send('POST', '/api/survivor/pick', {
        entryId: entry.id,
        week: OPEN_WEEK,
        pickedTeamId: game.homeTeamId,
      }),
    );
    expect(rowOf(await grid(player))?.picks[OPEN_WEEK]?.teamId).toBe(game.homeTeamId);
    expect(rowOf(await grid(bob))?.picks[OPEN_WEEK]).toBeUndefined();
    expect(rowOf(await grid(admin))?.picks[OPEN_WEEK]?.teamId).toBe(game.homeTeamId);
    const mine = await json<MySurvivorEntry>(player.get('/api/survivor/entry'));
    expect(mine.entry?.picks.find((pick) => pick.week === OPEN_WEEK)?.pickedTeamId).toBe(game.homeTeamId);
  });

  it('an admin score entry: the games and the picks of the week show the new score', async () => {
    const [game] = await gamesOf(alice, SCORED_WEEK);
    if (!game) throw new Error('no games in the scored week');
    await json(alice.get(`/api/picks/weekly/${SCORED_WEEK}`));
    const homeScore = (game.homeScore ?? 0) + 50;
    await json(
      admin.send('PUT', `/api/admin/game-score/${game.id}`, {
        homeScore,
        awayScore: game.awayScore ?? 0,
        isCompleted: true,
      }),
    );
    const after = (await gamesOf(alice, SCORED_WEEK)).find((candidate) => candidate.id === game.id);
    expect(after?.homeScore).toBe(homeScore);
    const picks = await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${SCORED_WEEK}`));
    for (const pick of picks.filter((candidate) => candidate.gameId === game.id)) {
      expect(pick.outcome).toBe(pick.pickedTeamId === game.homeTeamId ? 'correct' : 'incorrect');
    }
    const splits = await json<{ gameId: string }[]>(alice.get(`/api/picks/splits/${SCORED_WEEK}`));
    expect(splits.map((split) => split.gameId)).toContain(game.id);
  });

  it("the game-day job's live score write: the next games read shows it", async () => {
    const [game] = await gamesOf(alice, OPEN_WEEK);
    if (!game) throw new Error('no games in the open week');
    expect(game.homeScore ?? null).toBeNull();
    await putLiveScores([
      {
        id: game.id,
        week: OPEN_WEEK,
        homeScore: 7,
        awayScore: 3,
        status: 'in_progress',
        period: 1,
        clock: '5:00',
        isCompleted: false,
      },
    ]);
    const after = (await gamesOf(alice, OPEN_WEEK)).find((candidate) => candidate.id === game.id);
    expect(after).toMatchObject({ homeScore: 7, awayScore: 3 });
  });

  it('a re-grade after a score change: the survivor grid shows the new result', async () => {
    const results = () =>
      json<SurvivorPoolResults>(alice.get(`/api/survivor/results?poolId=standard&maxWeek=${SCORED_WEEK}`));
    const before = await results();
    const row = before.rows.find(
      (candidate) => candidate.userId !== aliceId && candidate.picks[SCORED_WEEK]?.isCorrect === true,
    );
    if (!row) throw new Error('no entry won its Week 14 pick');
    const teamId = row.picks[SCORED_WEEK]?.teamId as number;
    const game = (await gamesOf(admin, SCORED_WEEK)).find(
      (candidate) => candidate.homeTeamId === teamId || candidate.awayTeamId === teamId,
    ) as Game;
    const teamIsHome = game.homeTeamId === teamId;
    await json(
      admin.send('PUT', `/api/admin/game-score/${game.id}`, {
        homeScore: teamIsHome ? 0 : 40,
        awayScore: teamIsHome ? 40 : 0,
        isCompleted: true,
      }),
    );
    await json(admin.send('POST', `/api/admin/score-picks/${SCORED_WEEK}`, { adminsOnly: false }));
    const after = (await results()).rows.find((candidate) => candidate.entryId === row.entryId);
    expect(after?.picks[SCORED_WEEK]?.isCorrect).toBe(false);
    expect(after?.isEliminated).toBe(true);
  });

  it("an admin override of a pick: the player's picks and the week's picks show it", async () => {
    const picks = await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${SCORED_WEEK}/${aliceId}`));
    await json(alice.get(`/api/picks/weekly/${SCORED_WEEK}`));
    const pick = picks[0];
    if (!pick) throw new Error('Alice has no Week 14 picks');
    const game = (await gamesOf(admin, SCORED_WEEK)).find(
      (candidate) => candidate.id === pick.gameId,
    ) as Game;
    const other = pick.pickedTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    await json(
      admin.send('POST', '/api/admin/override-picks', {
        userId: aliceId,
        week: SCORED_WEEK,
        picks: [{ userId: aliceId, gameId: game.id, pickedTeamId: other, week: SCORED_WEEK }],
      }),
    );
    const seenByBob = await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${SCORED_WEEK}/${aliceId}`));
    expect(seenByBob.find((candidate) => candidate.gameId === game.id)?.pickedTeamId).toBe(other);
    const week = await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${SCORED_WEEK}`));
    expect(week.find((candidate) => candidate.pickId === pick.pickId)?.pickedTeamId).toBe(other);
    const details = await json<Record<string, WeeklyPick[]>>(
      bob.send('POST', `/api/picks/weekly/batch-details/${SCORED_WEEK}`, { userIds: [aliceId] }),
    );
    expect(details[aliceId]?.find((candidate) => candidate.gameId === game.id)?.pickedTeamId).toBe(other);
  });

  it('a new MNF prediction: the next read shows it to its owner and to nobody else before kickoff', async () => {
    const read = () => json<MnfPrediction | null>(alice.get(`/api/tiebreaker/mnf/${OPEN_WEEK}`));
    const before = await read();
    const game = (await gamesOf(alice, OPEN_WEEK)).find((candidate) => candidate.isMnfTiebreaker) as Game;
    const predictedTotal = (before?.predictedTotal ?? 40) + 7;
    await json(
      alice.send('POST', '/api/tiebreaker/mnf', { gameId: game.id, week: OPEN_WEEK, predictedTotal }),
    );
    expect(await read()).toMatchObject({ gameId: game.id, predictedTotal });
  });

  it("a player's pick of a game still open shows to them at once, and to no other player", async () => {
    const games = await gamesOf(alice, OPEN_WEEK);
    const game = games.at(-1) as Game;
    const othersBefore = await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${OPEN_WEEK}`));
    await json(alice.get(`/api/picks/weekly/${OPEN_WEEK}`));
    const saved = await json<{ savedCount: number }>(
      alice.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: game.id, pickedTeamId: game.awayTeamId, week: OPEN_WEEK }],
      }),
    );
    expect(saved.savedCount).toBe(1);
    const own = await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${OPEN_WEEK}`));
    expect(own.find((pick) => pick.gameId === game.id && pick.userId === aliceId)?.pickedTeamId).toBe(
      game.awayTeamId,
    );
    const others = await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${OPEN_WEEK}`));
    expect(others.some((pick) => pick.userId !== bobId)).toBe(false);
    expect(others.length).toBe(othersBefore.length);
    expect(await json<WeeklyPick[]>(bob.get(`/api/picks/weekly/${OPEN_WEEK}/${aliceId}`))).toEqual([]);
  });

  it('a settings change: the setting and the picks it hides change at the next read', async () => {
    const setting = () => json<{ value: string }>(alice.get('/api/settings/show_all_results'));
    expect((await setting()).value).toBe('true');
    const shown = await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${SCORED_WEEK}`));
    expect(shown.some((pick) => pick.userId !== aliceId)).toBe(true);
    // With a game of the week still to kick off, the setting hides others' picks of started games.
    const [thursday] = await gamesOf(alice, OPEN_WEEK);
    if (!thursday) throw new Error(`no games in week ${OPEN_WEEK}`);
    await json(
      bob.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: thursday.id, pickedTeamId: thursday.awayTeamId, week: OPEN_WEEK }],
      }),
    );
    const stackClock = process.env.POOL_NOW;
    process.env.POOL_NOW = new Date(Date.parse(thursday.startTime) + 60_000).toISOString();
    const othersOf = async (week: number) =>
      (await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/${week}`))).filter(
        (pick) => pick.userId !== aliceId,
      );
    const startedOthers = await othersOf(OPEN_WEEK);
    expect(startedOthers.length).toBeGreaterThan(0);
    await json(admin.send('PUT', '/api/admin/results/visibility', { showAllResults: false }));
    try {
      expect((await setting()).value).toBe('false');
      expect(await othersOf(OPEN_WEEK)).toEqual([]);
      expect(await json(alice.get(`/api/picks/splits/${OPEN_WEEK}`))).toEqual([]);
      // Every game of the scored week has kicked off: its picks are closed and show whatever the setting.
      expect((await othersOf(SCORED_WEEK)).length).toBeGreaterThan(0);
    } finally {
      process.env.POOL_NOW = stackClock;
      await json(admin.send('PUT', '/api/admin/results/visibility', { showAllResults: true }));
    }
    expect((await setting()).value).toBe('true');
  });

  it('a username change: the players list and the player show the new name', async () => {
    const listed = async () =>
      (await json<PublicUser[]>(alice.get('/api/users'))).find((user) => user.id === bobId);
    expect((await listed())?.username).toBe('bobby_t');
    await json(alice.get(`/api/user/${bobId}`));
    await json(bob.send('POST', '/api/users/username', { username: 'bob_renamed' }));
    expect(await listed()).toMatchObject({ username: 'bob_renamed', displayName: 'bob_renamed' });
    expect(await json<PublicUser>(alice.get(`/api/user/${bobId}`))).toMatchObject({
      username: 'bob_renamed',
    });
  });

  it('a team sync: the teams read shows what it wrote', async () => {
    const teams = () => json<Team[]>(alice.get('/api/teams'));
    const chiefs = (await teams()).find((team) => team.abbreviation === 'KC') as Team;
    // The sync's own write, as a provider that renamed the team would make it.
    await putTeams([{ ...chiefs, displayName: 'Kansas City Testers' }]);
    expect((await teams()).find((team) => team.id === chiefs.id)?.displayName).toBe('Kansas City Testers');
    const chiefsGame = [...(await gamesOf(alice, SCORED_WEEK)), ...(await gamesOf(alice, OPEN_WEEK))].find(
      (game) => game.homeTeamId === chiefs.id,
    );
    if (chiefsGame) expect(chiefsGame.homeTeam.displayName).toBe('Kansas City Testers');
    await json(admin.send('POST', '/api/admin/sync-teams', {}));
    expect((await teams()).find((team) => team.id === chiefs.id)?.displayName).toBe(chiefs.displayName);
    expect(await listTeams()).toHaveLength(32);
  });

  it('a new Week 6 entry: the Week 6 entries read shows it', async () => {
    const wendy = (await signIn(stack.url, 'wendy@example.com')).client;
    const [pool] = await json<{ id: string; isActive: boolean }[]>(wendy.get('/api/week6/pools'));
    if (!pool) throw new Error('no Week 6 pool');
    const before = await json<SurvivorEntry[]>(wendy.get('/api/week6/entries'));
    const created = await wendy.send('POST', '/api/week6/entries', {
      poolId: pool.id,
      entryName: 'Fresh Read',
    });
    expect(created.status).toBe(200);
    const after = await json<SurvivorEntry[]>(wendy.get('/api/week6/entries'));
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((entry) => entry.entryName)).toContain('Fresh Read');
    const alices = await json<SurvivorEntry[]>(alice.get('/api/week6/entries'));
    expect(alices.map((entry) => entry.entryName)).not.toContain('Fresh Read');
  });
});

describe('the picks of the week as one shared body', () => {
  it('is sent gzipped to a request that accepts it, as the same JSON as uncompressed', async () => {
    const path = `/api/picks/weekly/${SCORED_WEEK}`;
    const gzipped = await admin.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await admin.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const picks = (await plain.json()) as WeeklyPick[];
    expect(picks.length).toBeGreaterThan(100);
    expect(await gzipped.json()).toEqual(picks);
  });
});

describe('DynamoDB calls of a warm screen read', () => {
  /** The DynamoDB calls one request made, from the Server-Timing header the local stack adds. */
  const callsOf = async (client: PoolClient, path: string, body?: unknown) => {
    const response = body === undefined ? await client.get(path) : await client.send('POST', path, body);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    return Number(/DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  };

  it('each read route makes at most one call beyond the session check', async () => {
    const session = await callsOf(alice, '/api/auth/user');
    expect(session).toBeGreaterThan(0);
    const reads = [
      `/api/games/week/${SCORED_WEEK}`,
      '/api/games/current-week',
      `/api/picks/weekly/${SCORED_WEEK}`,
      `/api/picks/weekly/${SCORED_WEEK}/${bobId}`,
      `/api/picks/splits/${SCORED_WEEK}`,
      `/api/tiebreaker/mnf/${OPEN_WEEK}`,
      '/api/settings/show_all_results',
      '/api/settings/rules',
      '/api/teams',
      '/api/users',
      `/api/user/${bobId}`,
      '/api/squares',
      '/api/home-content',
      '/api/survivor/entry',
      '/api/survivor/stats',
      '/api/survivor/pools',
      '/api/survivor/results?poolId=standard',
      `/api/survivor/results?poolId=standard&maxWeek=${OPEN_WEEK}`,
      '/api/week6/pools',
      '/api/week6/entries',
    ];
    const counted: Record<string, number> = {};
    for (const path of reads) {
      await callsOf(alice, path);
      counted[path] = await callsOf(alice, path);
    }
    await callsOf(alice, `/api/picks/weekly/batch-details/${SCORED_WEEK}`, { userIds: [bobId, aliceId] });
    counted['batch-details'] = await callsOf(alice, `/api/picks/weekly/batch-details/${SCORED_WEEK}`, {
      userIds: [bobId, aliceId],
    });
    for (const [path, calls] of Object.entries(counted)) expect(calls, path).toBeLessThanOrEqual(session + 1);
  });

  it("an admin's reads of the same screens too", async () => {
    const session = await callsOf(admin, '/api/auth/user');
    for (const path of [
      `/api/picks/weekly/${SCORED_WEEK}`,
      '/api/users',
      '/api/survivor/results?poolId=standard',
    ]) {
      await callsOf(admin, path);
      expect(await callsOf(admin, path), path).toBeLessThanOrEqual(session + 1);
    }
  });
});
