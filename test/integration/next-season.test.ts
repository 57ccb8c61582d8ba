import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client';
import type { Game } from '../../shared/game';
import type { HomeContent } from '../../shared/home-content';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { Ledger } from '../../shared/schemas/money';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type {
  NextSeasonResult,
  SeasonArchive,
  SeasonEndedResult,
  SeasonEndState,
  SeasonList,
} from '../../shared/schemas/seasons';
import type { MySurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { PublicUser } from '../../shared/schemas/users';
import type { Square } from '../../shared/squares';
import { gate } from '../support/gate';
import { localStackForFile } from '../support/local-stack';
import { nextSeasonGameId, writeNextSeasonFiles } from '../support/next-season-file';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

// The demo pool at its clock (Week 15 of 2025, weeks 1-14 graded), its season files in a folder this
// test makes: the bundled 2025 season and a made-up 2026 one (the bundled data is 2025 only). 2025 is
// not over, so the admin ends it early before starting 2026.
process.env.SEASON_DATA_DIR = writeNextSeasonFiles(2026);
const stack = localStackForFile({ seed: true });

let admin: PoolClient;
let alice: PoolClient;
let aliceId: string;

const json = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
};

const refused = async (response: Promise<Response>, status: number, message: RegExp) => {
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(((await answer.json()) as { message: string }).message).toMatch(message);
};

/** The items of a season's partition in the table (read directly). */
const itemsOf = async (partition: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
/** How many items a season's partition holds. */
const itemsIn = async (partition: string): Promise<number> => (await itemsOf(partition)).length;
/** The graded weeks' heads of a season's standings partition. */
const gradedWeeksIn = async (partition: string) =>
  (await itemsOf(partition)).filter((item) => /^WEEK#\d\d$/.test(String(item.SK)));

/** Alice's pick sheet of Week 15 in a season, read directly (undefined: none). */
const week15SheetIn = async (season: number) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK = :sk',
        ExpressionAttributeValues: { ':pk': `SEASON#${season}#WEEK#15`, ':sk': `SHEET#${aliceId}` },
        ConsistentRead: true,
      }),
    )
  ).Items?.[0];

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  aliceId = (await json<{ id: string }>(alice.get('/api/auth/user'))).id;
});

describe('starting the next season', () => {
  it('is refused to a player, for the season the pool plays or an earlier one, and while games are not final, storing nothing', async () => {
    const before = await tableSnapshot();
    await refused(
      alice.send('POST', '/api/admin/season/next', { season: 2026 }),
      403,
      /Admin access required/,
    );
    await refused(
      admin.send('POST', '/api/admin/season/next', { season: 2025 }),
      409,
      /already plays the 2025 season/,
    );
    await refused(
      admin.send('POST', '/api/admin/season/next', { season: 2024 }),
      409,
      /must be later than 2025/,
    );
    // Week 15 of 2025: Weeks 15 to 18 are still to be played.
    const left = (
      await Promise.all([15, 16, 17, 18].map((week) => json<Game[]>(alice.get(`/api/games/week/${week}`))))
    )
      .flat()
      .filter((game) => !game.isCompleted).length;
    expect(left).toBeGreaterThan(50);
    for (const season of [2026, 2027]) {
      await refused(
        admin.send('POST', '/api/admin/season/next', { season }),
        409,
        new RegExp(
          `^The 2025 season is not over: ${left} games in 4 weeks \\(Weeks 15 to 18\\) are not final\\. ` +
            `Start ${season} once every game is final, or end 2025 early with "End the Season Now"\\.$`,
        ),
      );
    }
    await refused(
      admin.send('POST', '/api/admin/season/next', { season: '2026' }),
      400,
      /season must be a number/,
    );
    await refused(admin.send('POST', '/api/admin/season/next', { season: 2026, x: 1 }), 400, /x/);
    expect(await tableSnapshot()).toEqual(before);
    expect(await json<SeasonList>(alice.get('/api/seasons'))).toEqual({
      current: 2025,
      seasons: [{ season: 2025, current: true }],
    });
    await refused(alice.get('/api/seasons/2025'), 404, /the one the pool plays/);
  });

  it('ends 2025 early only with its year typed: the preview lists what stays undecided, the archive names no winner of a week not final', async () => {
    // Alice picks Week 15, then one game of it is final: the week is graded but not over.
    const week15 = await json<Game[]>(alice.get('/api/games/week/15'));
    await json(
      alice.send('POST', '/api/picks/weekly/batch', {
        picks: week15.map((game) => ({ gameId: game.id, pickedTeamId: game.awayTeamId, week: 15 })),
      }),
    );
    const scored = week15[0] as Game;
    await json(
      admin.send('PUT', `/api/admin/game-score/${scored.id}`, {
        homeScore: 30,
        awayScore: 3,
        isCompleted: true,
      }),
    );
    const week15Board = await json<WeeklyLeaderboardEntry[]>(alice.get('/api/leaderboard/weekly/15'));
    expect(week15Board.length).toBeGreaterThan(0);

    const notFinal = (
      await Promise.all([15, 16, 17, 18].map((week) => json<Game[]>(alice.get(`/api/games/week/${week}`))))
    )
      .flat()
      .filter((game) => !game.isCompleted).length;
    const pools = await json<{ id: string; name: string }[]>(alice.get('/api/week6/pools'));
    const alive = async (poolId: string) =>
      (await json<SurvivorPoolResults>(alice.get(`/api/survivor/results?poolId=${poolId}`))).stats.alive;
    const preview = await json<SeasonEndState>(admin.get('/api/admin/season/end-early'));
    expect(preview).toMatchObject({
      season: 2025,
      over: false,
      endedEarly: null,
      undecided: { gamesNotFinal: notFinal, weeks: [15, 16, 17, 18], seasonPrizes: true },
    });
    expect(preview.undecided.survivorPools.map((pool) => pool.poolId)).toContain('standard');
    for (const pool of preview.undecided.survivorPools) expect(pool.alive).toBe(await alive(pool.poolId));
    expect(pools.length).toBeGreaterThan(0);
    await refused(alice.get('/api/admin/season/end-early'), 403, /Admin access required/);

    // Refused unless the year typed is the season's; nothing stored.
    const before = await tableSnapshot();
    await refused(
      alice.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 }),
      403,
      /Admin access required/,
    );
    await refused(
      admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2026 }),
      409,
      /Type 2025, the season the pool plays, to end it/,
    );
    await refused(admin.send('POST', '/api/admin/season/end-early', {}), 400, /confirmSeason/);
    await refused(
      admin.send('POST', '/api/admin/season/end-early', { confirmSeason: '2025' }),
      400,
      /confirmSeason must be the season year as a number/,
    );
    expect(await tableSnapshot()).toEqual(before);

    const ended = await json<SeasonEndedResult>(
      admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 }),
    );
    expect(ended.endedEarly.undecided).toEqual(preview.undecided);
    expect(ended.message).toMatch(
      new RegExp(
        `^The 2025 season was ended early\\. Undecided: ${notFinal} games never final; No weekly winner for Weeks 15 to 18; No season 1st and 2nd place; Survivor Pool: no winner`,
      ),
    );
    const audit = await json<{ entries: { action: string; summary: string }[] }>(
      admin.get('/api/admin/audit'),
    );
    expect(audit.entries[0]).toMatchObject({ action: 'season.end-early', summary: ended.message });
    await refused(
      admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 }),
      409,
      /The 2025 season was already ended early/,
    );
    expect(await json<SeasonEndState>(admin.get('/api/admin/season/end-early'))).toMatchObject({
      season: 2025,
      over: false,
      endedEarly: ended.endedEarly,
    });

    // Ended, 2025 lets the next season start; a year the provider has no schedule for is refused in
    // the product's words, without a file path or an OS error.
    const noSchedule = await admin.send('POST', '/api/admin/season/next', { season: 2027 });
    expect(noSchedule.status).toBe(409);
    const { message } = (await noSchedule.json()) as { message: string };
    expect(message).toBe(
      'offline season file (2027) has no 2027 regular-season schedule (the season file nfl-2027-regular-season.csv is missing); try again once it is published',
    );
    expect(message).not.toMatch(/ENOENT|no such file|\/tmp|\/var|pool-seasons-/);
    expect((await json<SeasonList>(alice.get('/api/seasons'))).current).toBe(2025);
  });

  it('archives 2025, carries people, settings and content over, and starts 2026 fresh', async () => {
    // What carries over, set by the admin in 2025.
    const content: HomeContent = {
      title: 'The Office Pool',
      subtitle: 'Spreads and bragging rights',
      description: 'Picks lock at kickoff.',
      features: ['Weekly picks'],
    };
    await json(admin.send('PUT', '/api/admin/home-content', content));
    await json(admin.send('PUT', '/api/admin/squares/price', { price: 40 }));
    await json(admin.send('PUT', '/api/admin/squares/3/assign', { playerName: 'alice_b' }));
    await json(
      admin.send('POST', '/api/admin/money/payments', {
        userId: aliceId,
        amount: 25,
        paidOn: '2025-09-01',
        note: 'Survivor entry',
      }),
    );
    await json(
      admin.send('PUT', '/api/admin/money/amounts', {
        ...(await json<Ledger>(admin.get('/api/admin/money'))).amounts,
        currency: 'dollars',
      }),
    );
    const rules = await json<{ value: string | null }>(alice.get('/api/settings/rules'));
    const pushRule = await json<{ value: string | null }>(alice.get('/api/settings/push_rule'));
    const users = await json<PublicUser[]>(admin.get('/api/users'));
    const week6Pools = await json<{ id: string; name: string }[]>(alice.get('/api/week6/pools'));
    const season2025 = await json<SeasonLeaderboardEntry[]>(alice.get('/api/leaderboard/season'));
    const week14 = await json<WeeklyLeaderboardEntry[]>(alice.get('/api/leaderboard/weekly/14'));
    const standard2025 = await json<SurvivorPoolResults>(alice.get('/api/survivor/results?poolId=standard'));
    expect(season2025.length).toBeGreaterThan(5);
    expect(week6Pools.length).toBeGreaterThan(0);

    // Alice's save of Week 15 started in 2025 and is held at its first read (the session's, with her
    // sheet) while the season switches: every key it builds after is still 2025's.
    const week15 = await json<Game[]>(alice.get('/api/games/week/15'));
    const reached = gate();
    const release = gate();
    db().middlewareStack.add(
      (next) => async (args) => {
        const input = (args as { input?: { RequestItems?: unknown } }).input;
        if (input?.RequestItems && JSON.stringify(input.RequestItems).includes(`SHEET#${aliceId}`)) {
          reached.open();
          await release.opened;
        }
        return next(args);
      },
      { step: 'initialize', name: 'holdAlicesSave' },
    );
    const save = alice.send('POST', '/api/picks/weekly/batch', {
      picks: week15
        .filter((game) => !game.isCompleted)
        .map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 })),
    });
    await reached.opened;

    const started = await json<NextSeasonResult>(
      admin.send('POST', '/api/admin/season/next', { season: 2026 }),
    );
    release.open();
    db().middlewareStack.remove('holdAlicesSave');
    // It lands whole in the season it started in: 2026 has no Week 15 pick of hers.
    expect((await save).status).toBe(200);
    expect(await week15SheetIn(2026)).toBeUndefined();
    expect(started).toMatchObject({ season: 2026, previous: 2025, teams: 32, games: 272 });
    expect(started.message).toMatch(/The 2026 season has started/);

    // The seasons, and 2025's archive in one read: its boards as they stood.
    expect(await json<SeasonList>(alice.get('/api/seasons'))).toEqual({
      current: 2026,
      seasons: [
        { season: 2026, current: true },
        { season: 2025, current: false },
      ],
    });
    const archive = await json<SeasonArchive>(alice.get('/api/seasons/2025'));
    expect(archive.season).toBe(2025);
    expect(archive.endedEarly?.undecided.weeks).toEqual([15, 16, 17, 18]);
    expect(archive.standings).toEqual(
      season2025.map((row) => ({
        rank: row.rank,
        userId: row.userId,
        name: row.user.displayName,
        correctPicks: row.correctPicks,
        wins: row.wins,
        losses: row.losses,
        pushes: row.pushes,
      })),
    );
    // Week 15 was graded (one game final) but never over: it has no winner.
    expect(archive.weekWinners.map((winner) => winner.week)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    expect(archive.weekWinners[13]).toEqual({
      week: 14,
      userId: week14[0]?.userId,
      name: week14[0]?.user.displayName,
      correctPicks: week14[0]?.correctPicks,
    });
    const standard = archive.survivorPools.find((pool) => pool.poolId === 'standard');
    expect(standard).toMatchObject({
      entries: standard2025.stats.total,
      alive: standard2025.stats.alive,
    });
    expect(standard?.finalists.length).toBe(
      standard2025.stats.alive > 0 ? standard2025.stats.alive : standard?.finalists.length,
    );
    expect(archive.survivorPools.map((pool) => pool.poolId)).toEqual([
      'standard',
      'late',
      ...week6Pools.map((pool) => pool.id),
    ]);
    await refused(alice.get('/api/seasons/2026'), 404, /the one the pool plays/);
    await refused(alice.get('/api/seasons/2019'), 404, /no archive of the 2019 season/);

    // People, usernames and sessions are kept: alice's session still works.
    expect(await json<PublicUser[]>(admin.get('/api/users'))).toEqual(users);
    expect((await json<{ id: string }>(alice.get('/api/auth/user'))).id).toBe(aliceId);

    // 2026: Week 1 of the new schedule, nothing picked or graded.
    expect(await json<{ week: number }>(alice.get('/api/games/current-week'))).toEqual({ week: 1 });
    const week1 = await json<Game[]>(alice.get('/api/games/week/1'));
    expect(week1).toHaveLength(16);
    expect(week1[0]?.startTime.startsWith('2026-09')).toBe(true);
    expect(week1.every((game) => game.id.startsWith('5'))).toBe(true);
    expect(week1.map((game) => game.id)).toContain(nextSeasonGameId('401772510'));
    expect(await json<WeeklyPick[]>(alice.get(`/api/picks/weekly/1/${aliceId}`))).toEqual([]);
    expect(await json<SeasonLeaderboardEntry[]>(alice.get('/api/leaderboard/season'))).toEqual([]);
    expect(await json<WeeklyLeaderboardEntry[]>(alice.get('/api/leaderboard/weekly/14'))).toEqual([]);

    // Survivor: everyone of the weekly pool has a fresh entry in the standard pool, no Week 6 entries.
    const mine = await json<MySurvivorEntry>(alice.get('/api/survivor/entry'));
    expect(mine.entry).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
    const fresh = await json<SurvivorPoolResults>(alice.get('/api/survivor/results?poolId=standard'));
    const weeklyPlayers = users.filter((user) => user.weeklyPoolSince !== null);
    expect(fresh.stats).toEqual({ alive: weeklyPlayers.length, eliminated: 0, total: weeklyPlayers.length });
    expect(fresh.rows.every((row) => Object.keys(row.picks).length === 0)).toBe(true);
    expect(await json<unknown[]>(alice.get('/api/week6/entries'))).toEqual([]);
    expect(
      (await json<{ id: string; name: string }[]>(alice.get('/api/week6/pools'))).map((p) => p.name),
    ).toEqual(week6Pools.map((pool) => pool.name));

    // Settings and content carried; squares keep their price, not their names.
    expect(await json(alice.get('/api/settings/rules'))).toEqual(rules);
    expect(await json(alice.get('/api/settings/push_rule'))).toEqual(pushRule);
    expect(await json(alice.get('/api/home-content'))).toMatchObject(content);
    // The money ledger starts fresh (no payments, no winnings yet: only the balances 2025 left unpaid,
    // test/integration/next-season-money.test.ts); its amounts are settings and carry.
    const ledger = await json<Ledger>(admin.get('/api/admin/money'));
    expect(ledger.amounts.currency).toBe('dollars');
    expect(ledger.rows.flatMap((row) => row.payments)).toEqual([]);
    expect(ledger.totals).toMatchObject({ paid: 0 });
    expect(
      ledger.rows
        .flatMap((row) => row.items)
        .filter((item) => item.kind === 'won' && item.source !== 'earlier-season'),
    ).toEqual([]);
    const squares = await json<Square[]>(admin.get('/api/squares'));
    expect(squares.every((square) => square.price === 40 && square.playerName === null)).toBe(true);

    // 2025's data is all still in the table under its own keys.
    // Weeks 1 to 15 graded (15 of them only in part): a head each, with its pages.
    expect(await gradedWeeksIn('SEASON#2025#STANDINGS')).toHaveLength(15);
    expect(
      Object.keys((await week15SheetIn(2025)) ?? {}).filter((name) => name.startsWith('pick_')),
    ).toHaveLength(week15.length);
    expect(await itemsIn('SEASON#2025#WEEK#14')).toBeGreaterThan(16);
    expect(await itemsIn('SEASON#2026#STANDINGS')).toBe(0);

    // The start is the first line of 2026's audit log, by the admin.
    const audit = await json<{ entries: { action: string; summary: string; actor: { name: string } }[] }>(
      admin.get('/api/admin/audit'),
    );
    expect(audit.entries[0]).toMatchObject({ action: 'season.start', summary: started.message });

    // The same start again is refused: the pool plays 2026.
    await refused(
      admin.send('POST', '/api/admin/season/next', { season: 2026 }),
      409,
      /already plays the 2026 season/,
    );
  });

  it("lets a limited player open last season's survivor pools and their entries, not its boards", async () => {
    const { client: omar } = await signIn(stack.url, 'omar@example.com');
    const omarId = (await json<{ id: string }>(omar.get('/api/auth/user'))).id;
    expect((await json<SeasonList>(omar.get('/api/seasons'))).seasons.map((row) => row.season)).toEqual([
      2026, 2025,
    ]);
    const pools = await json<{ id: string }[]>(omar.get('/api/survivor/pools?season=2025'));
    expect(pools.map((pool) => pool.id)).toEqual(expect.arrayContaining(['standard', 'late']));
    const late2025 = await json<SurvivorPoolResults>(
      omar.get('/api/survivor/results?poolId=late&season=2025'),
    );
    const own = late2025.rows.filter((row) => row.userId === omarId);
    expect(own).toHaveLength(1);
    expect(Object.keys(own[0]?.picks ?? {}).length).toBeGreaterThan(0);
    const csv = await omar.get('/api/survivor/results/csv?poolId=late&season=2025');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('omar_late');
    expect((await omar.get('/api/seasons/2025')).status).toBe(403);
    await refused(omar.get('/api/survivor/results?poolId=late&season=2024'), 404, /no 2024 season/);
  });

  it('enrols a player who signs up in the new season in its survivor pool', async () => {
    const newcomer = (await signIn(stack.url, 'newcomer@example.com')).client;
    await json(newcomer.send('POST', '/api/users/username', { username: 'new_in_26' }));
    const entry = await json<MySurvivorEntry>(newcomer.get('/api/survivor/entry'));
    expect(entry.entry?.id.startsWith('standard.')).toBe(true);
  });
});
