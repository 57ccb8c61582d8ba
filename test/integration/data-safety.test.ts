import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/lib/config';
import type { Game } from '../../shared/game';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import {
  scoreboardFixture,
  startScriptedEspnServer,
  syncScheduleFromEspn,
} from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { isRetired, tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * The admin's destructive actions touch only what they name: a snapshot of the whole table before
 * and after, and every item outside the action's reach must be equal. Thursday of Week 15 on the
 * demo pool: weeks 1-14 final and graded, every demo player with picks, standings and entries.
 */
const stack = localStackForFile({ seed: true });
const SEASON = `SEASON#${config.season()}`;

type Item = Record<string, unknown>;
const keyOf = (item: Item) => `${String(item.PK)} ${String(item.SK)}`;

/** The items added, removed and changed between two snapshots, by key. */
const changesBetween = (before: Item[], after: Item[]) => {
  const old = new Map(before.map((item) => [keyOf(item), item]));
  const now = new Map(after.map((item) => [keyOf(item), item]));
  return {
    added: after.filter((item) => !old.has(keyOf(item))),
    removed: before.filter((item) => !now.has(keyOf(item))),
    changed: after.flatMap((item) => {
      const was = old.get(keyOf(item));
      return was && !isDeepStrictEqual(was, item) ? [{ before: was, after: item }] : [];
    }),
  };
};

const isVersion = (item: Item) => item.SK === 'VERSION';
const isAudit = (item: Item) => item.PK === `${SEASON}#AUDIT`;
const without = (item: Item, names: string[]) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !names.includes(name)));
const playerColumns = (item: Item) => Object.keys(item).filter((name) => name.startsWith('u_'));

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
});

interface Listed {
  id: string;
  email: string;
  username: string | null;
}

describe('removing a user', () => {
  it.each([
    ['a full-app player', 'bob@example.com'],
    ['a Week 6 player', 'wendy@example.com'],
  ])('removes every item of %s and leaves every other item as it was', async (_, email) => {
    // Signed in, so the player has a session to lose too.
    await signIn(stack.url, email);
    const users = (await (await admin.get('/api/admin/users')).json()) as Listed[];
    const target = users.find((user) => user.email === email) as Listed;
    const belongs = (item: Item) =>
      item.PK === `USER#${target.id}` ||
      item.PK === `EMAIL#${target.email}` ||
      item.PK === `USERNAME#${target.username?.toLowerCase()}` ||
      item.userId === target.id ||
      String(item.SK).endsWith(`#${target.id}`);
    const before = await tableSnapshot();
    const theirs = before.filter((item) => belongs(item) && !isAudit(item));
    expect(theirs.some((item) => String(item.SK).startsWith('SHEET#'))).toBe(email === 'bob@example.com');
    expect(theirs.some((item) => String(item.SK).startsWith('ENTRY#'))).toBe(true);
    expect(theirs.some((item) => String(item.SK).startsWith('SESSION'))).toBe(true);

    expect((await admin.send('DELETE', `/api/admin/users/${target.id}`)).status).toBe(200);
    const after = await tableSnapshot();
    const { added, removed, changed } = changesBetween(before, after);
    // What is left of them is retired, so a request of theirs still in flight is refused: their
    // sheet of each week and their place counter of each survivor pool, holding nothing else.
    const left = after.filter((item) => belongs(item) && !isAudit(item));
    expect(left.filter((item) => !isRetired(item))).toEqual([]);
    const weeksLeft = left.filter((item) => String(item.SK).startsWith('SHEET#')).map((item) => item.week);
    expect(weeksLeft.sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    const week6Pools = before.filter(
      (item) => item.PK === `${SEASON}#WEEK6` && String(item.SK).startsWith('POOL#'),
    );
    expect(week6Pools.length).toBeGreaterThan(0);
    expect(
      left
        .filter((item) => String(item.SK).startsWith('COUNT#'))
        .map(keyOf)
        .sort(),
    ).toEqual(
      ['standard', 'late', ...week6Pools.map((pool) => String(pool.SK).slice(5))]
        .map((poolId) => `${SEASON}#WEEK6 COUNT#${poolId}#${target.id}`)
        .sort(),
    );
    const leftKeys = new Set(left.map(keyOf));
    expect(removed.map(keyOf).sort()).toEqual(
      theirs
        .map(keyOf)
        .filter((key) => !leftKeys.has(key))
        .sort(),
    );
    expect(added.filter((item) => !isAudit(item) && !isRetired(item))).toEqual([]);
    for (const { before: was, after: now } of changed) {
      if (isVersion(now) || isRetired(now)) continue;
      // A graded week's standings lose the player's column and nothing else.
      expect(now.PK, keyOf(now)).toBe(`${SEASON}#STANDINGS`);
      expect(now).toEqual(without(was, [`u_${target.id}`]));
    }
  });
});

describe('resetting a week', () => {
  const WEEK = 13;
  const weekPk = `${SEASON}#WEEK#${WEEK}`;
  const scoreFields = ['homeScore', 'awayScore', 'isCompleted', 'status', 'period', 'clock'];

  it('clears that week’s scores and grades only: every pick, other week and player item stays', async () => {
    const before = await tableSnapshot();
    expect((await admin.send('POST', `/api/admin/reset-scores/${WEEK}`, {})).status).toBe(200);
    const after = await tableSnapshot();
    // The week's standings are graded again: a new head and pages, holding the same players.
    const isWeekStandings = (item: Item) =>
      item.PK === `${SEASON}#STANDINGS` && String(item.SK).startsWith(`WEEK#${WEEK}`);
    const playersOfWeek = (items: Item[]) => items.filter(isWeekStandings).flatMap(playerColumns).sort();
    expect(playersOfWeek(after)).toEqual(playersOfWeek(before));
    const { added, removed, changed } = changesBetween(
      before.filter((item) => !isWeekStandings(item) || item.SK === `WEEK#${WEEK}`),
      after.filter((item) => !isWeekStandings(item) || item.SK === `WEEK#${WEEK}`),
    );
    expect(removed).toEqual([]);
    expect(added.filter((item) => !isAudit(item))).toEqual([]);
    const kinds = new Set<string>();
    for (const { before: was, after: now } of changed) {
      if (isVersion(now)) continue;
      if (now.PK === weekPk && String(now.SK).startsWith('GAME#')) {
        kinds.add('game');
        expect(without(now, scoreFields)).toEqual(without(was, scoreFields));
        expect(now).toMatchObject({ homeScore: null, awayScore: null, isCompleted: false });
      } else if (isWeekStandings(now)) {
        kinds.add('standings');
        expect(now.grading).not.toEqual(was.grading);
      } else {
        // Survivor entries too stay as they were: their grades are derived from the scores where read.
        throw new Error(`${keyOf(now)} changed`);
      }
    }
    expect(kinds.has('game') && kinds.has('standings')).toBe(true);
  });
});

describe('re-syncing a schedule', () => {
  it('from ESPN changes that week’s games only, deleting none, and no pick or player item', async () => {
    const WEEK = 1;
    // The recorded week with its first game moved a day later.
    const moved = scoreboardFixture('scoreboard-2025-reg-week01.json') as unknown as {
      events: { date: string; competitions: { date: string }[] }[];
    };
    const [event] = moved.events;
    if (!event) throw new Error('no event in the fixture');
    event.date = new Date(Date.parse(event.date) + 86_400_000).toISOString();
    for (const competition of event.competitions) competition.date = event.date;
    const espn = await startScriptedEspnServer();
    espn.answer(`week ${WEEK}`, { body: moved });
    try {
      const before = await tableSnapshot();
      expect((await syncScheduleFromEspn(admin, espn.baseUrl, WEEK)).status).toBe(200);
      const { added, removed, changed } = changesBetween(before, await tableSnapshot());
      expect(removed).toEqual([]);
      expect(added.filter((item) => !isAudit(item))).toEqual([]);
      expect(changed.filter(({ after }) => !isVersion(after)).length).toBeGreaterThan(0);
      for (const { after: now } of changed) {
        if (isVersion(now)) continue;
        expect(keyOf(now)).toMatch(new RegExp(`^${SEASON}#WEEK#01 GAME#`));
      }
    } finally {
      await espn.close();
    }
  });
});

/** `npm start`'s process on a data folder and port: resolves once it says it is running. */
const startPool = async (dataDir: string, port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), POOL_NOW: '2025-12-11T17:00:00.000Z' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  child.stdout?.on('data', (chunk) => {
    said += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the pool exited with ${code}: ${said}`)));
    child.stdout?.on('data', () => {
      if (said.includes('NFL Pool is running at')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return child;
};
const stopPool = async (child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL') => {
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
};
const freePort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('restarting npm start on the same data folder', () => {
  it('keeps every write answered 2xx, after a stop and after a crash', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pool-restart-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const ok = async (response: Promise<Response>) => {
      const answer = await response;
      expect(answer.status, answer.url).toBeLessThan(300);
      return answer.json();
    };
    let pool = await startPool(dataDir, port);
    try {
      const player = (await signIn(url, 'keeper@example.com')).client;
      const boss = (await signIn(url, 'admin@example.com')).client;
      await keepWeek6Open(boss);
      const me = (await ok(player.get('/api/auth/user'))) as { id: string };
      const week16 = (await ok(player.get('/api/games/week/16'))) as Game[];
      const mnf = week16.find((game) => game.isMnfTiebreaker) as Game;
      const [firstGame] = (await ok(boss.get('/api/games/week/15'))) as Game[];
      const save = (side: 'home' | 'away') =>
        ok(
          player.send('POST', '/api/picks/weekly/batch', {
            picks: week16.map((game) => ({
              gameId: game.id,
              pickedTeamId: side === 'home' ? game.homeTeamId : game.awayTeamId,
              week: 16,
            })),
          }),
        );
      const expected = (side: 'home' | 'away') =>
        Object.fromEntries(week16.map((g) => [g.id, side === 'home' ? g.homeTeamId : g.awayTeamId]));
      const written = async () => ({
        username: ((await ok(player.get('/api/auth/user'))) as { username: string }).username,
        picks: Object.fromEntries(
          (
            (await ok(player.get(`/api/picks/weekly/16/${me.id}`))) as {
              gameId: string;
              pickedTeamId: number;
            }[]
          ).map((pick) => [pick.gameId, pick.pickedTeamId]),
        ),
        mnf: ((await ok(player.get('/api/tiebreaker/mnf/16'))) as { predictedTotal: number }).predictedTotal,
        entries: ((await ok(player.get('/api/week6/entries'))) as SurvivorEntry[])
          .map((e) => e.displayName)
          .sort(),
        title: ((await ok(boss.get('/api/home-content'))) as { title: string }).title,
        score: ((await ok(boss.get('/api/games/week/15'))) as Game[]).find((g) => g.id === firstGame?.id)
          ?.homeScore,
      });
      const writeAll = async (round: number, side: 'home' | 'away') => {
        await ok(
          player.send('POST', '/api/users/username', { username: `keeper_${round}`, defaultPick: 'home' }),
        );
        await save(side);
        await ok(
          player.send('POST', '/api/tiebreaker/mnf', {
            gameId: mnf.id,
            week: 16,
            predictedTotal: 40 + round,
          }),
        );
        await ok(player.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: `Kept ${round}` }));
        await ok(
          boss.send('PUT', '/api/admin/home-content', {
            title: `Round ${round}`,
            subtitle: '',
            description: '',
            features: [],
          }),
        );
        await ok(
          boss.send('PUT', `/api/admin/game-score/${firstGame?.id}`, {
            homeScore: round,
            awayScore: 0,
            isCompleted: false,
          }),
        );
      };
      const expectedAfter = (round: number, side: 'home' | 'away', names: string[]) => ({
        username: `keeper_${round}`,
        picks: expected(side),
        mnf: 40 + round,
        entries: names,
        title: `Round ${round}`,
        score: round,
      });

      await writeAll(1, 'home');
      await stopPool(pool, 'SIGTERM');
      pool = await startPool(dataDir, port);
      expect(await written()).toEqual(expectedAfter(1, 'home', ['Kept 1']));

      await writeAll(2, 'away');
      await stopPool(pool, 'SIGKILL');
      pool = await startPool(dataDir, port);
      expect(await written()).toEqual(expectedAfter(2, 'away', ['Kept 1', 'Kept 2']));
    } finally {
      await stopPool(pool, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
