import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchDelete } from '../../functions/lib/data/batch';
import { db, tableName } from '../../functions/lib/data/client';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { putSheets } from '../../functions/lib/data/picks-repository';
import { putUsers } from '../../functions/lib/data/users-repository';
import { bumpVersion } from '../../functions/lib/data/versions';
import { bumpWeekVersion } from '../../functions/lib/data/week-version';
import { BOARD_PAGE_SIZE } from '../../shared/board-page';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { coveringTeam } from '../../shared/scoring';
import { localStackForFile } from '../support/local-stack';
import { numberedPlayers } from '../support/numbered-players';
import { type PoolClient, signIn } from '../support/pool-client';
import { standingsItemsOfWeek } from '../support/standings-items';

// Thursday of Week 15: Week 13 is final and graded, with the demo pool's picks.
const stack = localStackForFile({ seed: true });
const SEASON = 'SEASON#2025';
const WEEK = 13;
const STANDINGS = `${SEASON}#STANDINGS`;
/** Players added to the demo pool's: with the demo's players and one more, three pages. */
const ADDED = 2 * BOARD_PAGE_SIZE + 10;

let admin: PoolClient;
let viewer: PoolClient;
let viewerId: string;
const added: string[] = Array.from({ length: ADDED }, () => randomUUID());

const weekItems = () => standingsItemsOfWeek(STANDINGS, WEEK);
const playersIn = (item: Record<string, unknown>) =>
  Object.keys(item).filter((name) => name.startsWith('u_'));

const grade = async () =>
  expect((await admin.send('POST', `/api/admin/score-picks/${WEEK}`, { adminsOnly: false })).status).toBe(
    200,
  );

const boardPage = async (page?: number) => {
  const response = await viewer.get(
    `/api/leaderboard/weekly/${WEEK}${page === undefined ? '' : `?page=${page}`}`,
  );
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as WeeklyLeaderboardEntry[],
    page: Number(response.headers.get('x-board-page')),
    pages: Number(response.headers.get('x-board-pages')),
    players: Number(response.headers.get('x-board-players')),
  };
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  viewer = (await signIn(stack.url, 'pager@example.com', { username: 'pager' })).client;
  viewerId = (await (await viewer.get('/api/auth/user')).json()).id as string;
  await putUsers(numberedPlayers(added, 'paged', '2025-09-01T12:00:00.000Z'));
  // The added players take every game's covering side (the top of the board); the viewer the other (its foot).
  const games = (await listGamesOfWeek(WEEK, { consistent: true })).filter(
    (game) => coveringTeam(game) !== null,
  );
  const pick = (userId: string, game: (typeof games)[number], covering: boolean) => {
    const covered = coveringTeam(game);
    const other = covered === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    return {
      userId,
      gameId: game.id,
      week: WEEK,
      pickedTeamId: covering && covered !== 'push' ? (covered as number) : other,
      isCorrect: null,
      lockAt: game.startTime,
      line: game.spread,
      updatedAt: game.startTime,
    };
  };
  await putSheets(
    [
      ...added.flatMap((userId) => games.map((game) => pick(userId, game, true))),
      ...games.map((game) => pick(viewerId, game, false)),
    ],
    [],
  );
  await grade();
});

describe('the week’s standings as pages', () => {
  it('are a head and pages of at most a hundred players, every player once', async () => {
    const items = await weekItems();
    const head = items.find((item) => item.SK === `WEEK#${WEEK}`);
    const pages = items.filter((item) => item.SK !== `WEEK#${WEEK}`);
    expect(head).toMatchObject({ pages: pages.length });
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(playersIn(head ?? {})).toEqual([]);
    for (const page of pages) expect(playersIn(page).length).toBeLessThanOrEqual(BOARD_PAGE_SIZE);
    const players = pages.flatMap(playersIn);
    expect(new Set(players).size).toBe(players.length);
    expect(players).toEqual(expect.arrayContaining([...added, viewerId].map((id) => `u_${id}`)));
    expect(head?.players).toBe(players.length);
  });
});

describe('the weekly board, page by page', () => {
  it('answers the first, a middle and the last page, each with the viewer’s own row', async () => {
    const first = await boardPage();
    expect(await boardPage(1)).toEqual(first);
    expect(first).toMatchObject({ page: 1, pages: 3 });
    expect(first.players).toBeGreaterThan(ADDED);
    const middle = await boardPage(2);
    const last = await boardPage(3);
    expect(middle).toMatchObject({ page: 2, pages: 3, players: first.players });
    expect(last).toMatchObject({ page: 3, pages: 3, players: first.players });

    // The viewer is last: on the first and middle pages their row follows the page's hundred.
    for (const { rows } of [first, middle]) {
      expect(rows).toHaveLength(BOARD_PAGE_SIZE + 1);
      expect(rows.at(-1)?.userId).toBe(viewerId);
    }
    expect(last.rows).toHaveLength(first.players - 2 * BOARD_PAGE_SIZE);
    expect(last.rows.filter((row) => row.userId === viewerId)).toHaveLength(1);
    expect(last.rows.at(-1)?.userId).toBe(viewerId);

    // Together the pages are the whole board in rank order, each player once.
    const board = [...first.rows.slice(0, -1), ...middle.rows.slice(0, -1), ...last.rows];
    expect(new Set(board.map((row) => row.userId)).size).toBe(first.players);
    expect(board.map((row) => row.rank)).toEqual(board.map((row) => row.rank).sort((a, b) => a - b));
    expect(board.slice(0, ADDED).every((row) => added.includes(row.userId))).toBe(true);
    expect(first.rows.at(-1)).toEqual(last.rows.at(-1));
  });

  it('refuses a page that is not one: 400 with a message, nothing else', async () => {
    for (const page of ['0', '-1', '1.5', 'two', '1e1', '4']) {
      const response = await viewer.get(`/api/leaderboard/weekly/${WEEK}?page=${page}`);
      expect(response.status, page).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message, page).toMatch(/page must be/);
      if (page === '4') expect(message).toContain('from 1 to 3');
    }
  });
});

describe('a grading that shrinks the week', () => {
  it('leaves no page of the bigger ranking read, nor stored', async () => {
    await batchDelete(added.map((id) => ({ PK: `${SEASON}#WEEK#${WEEK}`, SK: `SHEET#${id}` })));
    await bumpWeekVersion(WEEK);
    await grade();

    const items = await weekItems();
    const head = items.find((item) => item.SK === `WEEK#${WEEK}`) as Record<string, unknown>;
    expect(head.pages).toBe(1);
    expect(items).toHaveLength(2);
    expect(items.flatMap(playersIn).filter((name) => added.includes(name.slice(2)))).toEqual([]);

    // A page of the same grading past the head's count (as a write that stopped would leave) is not read.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: STANDINGS,
          SK: `WEEK#${WEEK}#G#${head.grading}#PAGE#0001`,
          [`u_${added[0]}`]: [16, 16, 16, 0, 0, 16, 0],
        },
      }),
    );
    await bumpVersion(STANDINGS);
    const season = (await (await viewer.get('/api/leaderboard/season')).json()) as SeasonLeaderboardEntry[];
    expect(season.map((row) => row.userId)).not.toContain(added[0]);
    const { rows, pages, players } = await boardPage();
    expect({ pages, players: players === rows.length }).toEqual({ pages: 1, players: true });
    expect(rows.some((row) => added.includes(row.userId))).toBe(false);
    expect((await viewer.get(`/api/leaderboard/weekly/${WEEK}?page=2`)).status).toBe(400);
  });
});

describe('a week graded before its standings had pages', () => {
  it('reads as one head holding every player, and the next grading replaces it with pages', async () => {
    const LEGACY_WEEK = 12;
    const itemsOfWeek = async () =>
      (
        await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :week)',
            ExpressionAttributeValues: { ':pk': STANDINGS, ':week': `WEEK#${LEGACY_WEEK}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    const seasonBoard = async () =>
      (await (await viewer.get('/api/leaderboard/season')).json()) as SeasonLeaderboardEntry[];
    const before = await seasonBoard();
    const graded = await itemsOfWeek();
    const head = graded.find((item) => item.SK === `WEEK#${LEGACY_WEEK}`) as Record<string, unknown>;
    const players = Object.fromEntries(
      graded.flatMap((item) => Object.entries(item).filter(([name]) => name.startsWith('u_'))),
    );
    expect(Object.keys(players).length).toBeGreaterThan(0);
    // The week as it was stored: one item, an attribute per player.
    await batchDelete(graded.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
    const { grading: _grading, pages: _pages, players: _count, ...legacy } = head;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...legacy, ...players } }));
    await bumpVersion(STANDINGS);
    expect(await seasonBoard()).toEqual(before);

    expect(
      (await admin.send('POST', `/api/admin/score-picks/${LEGACY_WEEK}`, { adminsOnly: false })).status,
    ).toBe(200);
    const regraded = await itemsOfWeek();
    expect(playersIn(regraded.find((item) => item.SK === `WEEK#${LEGACY_WEEK}`) ?? {})).toEqual([]);
    expect(regraded.flatMap(playersIn).sort()).toEqual(Object.keys(players).sort());
    expect(await seasonBoard()).toEqual(before);
  });
});
