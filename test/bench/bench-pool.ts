/**
 * The benchmarks' pool: players seeded straight into the table of a local stack (a full week of
 * picks and an MNF total in two weeks, a standard survivor entry each), and `npm start`'s process
 * on that data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { putSheets } from '../../functions/lib/data/picks-repository';
import { newEntryId, putEntries } from '../../functions/lib/data/survivor-repository';
import { putUsers } from '../../functions/lib/data/users-repository';
import { reserveEntryPlaces } from '../../functions/lib/data/week6-pool-repository';
import type { GameRecord } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import type { SurvivorEntryRecord, SurvivorPickRecord } from '../../shared/survivor';
import { numberedPlayers } from '../support/numbered-players';

/** Thursday of Week 15 before its first kickoff: Week 14 final, Week 15 open. */
export const NOW = '2025-12-11T17:00:00.000Z';
export const GRADED_WEEK = 14;
export const OPEN_WEEK = 15;

const fullWeekOfPicks = (userIds: string[], games: GameRecord[], week: number) => {
  const mnf = mnfTiebreakerGame(games);
  return {
    picks: userIds.flatMap((userId, i) =>
      games.map((game, g) => ({
        userId,
        gameId: game.id,
        week: game.week,
        pickedTeamId: (i + g) % 3 === 0 ? game.awayTeamId : game.homeTeamId,
        isCorrect: null,
        lockAt: game.startTime,
        line: game.spread,
        updatedAt: NOW,
      })),
    ),
    predictions: mnf
      ? userIds.map((userId, i) => ({
          userId,
          gameId: mnf.id,
          week,
          predictedTotal: 30 + (i % 31),
          lockAt: mnf.startTime,
          updatedAt: NOW,
        }))
      : [],
  };
};

/** A standard entry per player with a different team each week through the graded week; 3 Week 6 entries (joined this week) for the first. */
const survivorEntries = async (userIds: string[]) => {
  const weeks = await Promise.all(
    Array.from({ length: GRADED_WEEK }, (_, i) =>
      listGamesOfWeek(i + 1).then((games) => [i + 1, games] as const),
    ),
  );
  const entry = (userId: string, i: number, poolId: string, firstWeek: number): SurvivorEntryRecord => {
    const used = new Set<number>();
    const picks: Record<number, SurvivorPickRecord> = {};
    for (const [week, games] of weeks) {
      if (week < firstWeek) continue;
      const teams = games.flatMap((game) => [game.homeTeamId, game.awayTeamId]);
      const offsets = teams.map((_, t) => teams[(i + week * 3 + t) % teams.length] as number);
      const chosen = offsets.find((teamId) => !used.has(teamId)) as number;
      used.add(chosen);
      const game = games.find((g) => g.homeTeamId === chosen || g.awayTeamId === chosen) as GameRecord;
      picks[week] = {
        teamId: chosen,
        team: { abbreviation: String(chosen), displayName: `Team ${chosen}` },
        lockAt: game.startTime,
        isCorrect: null,
        isFinalized: false,
        updatedAt: game.startTime,
      };
    }
    return {
      id: newEntryId(poolId),
      poolId,
      userId,
      displayName: `bench_${i}`,
      entryName: null,
      createdAt: NOW,
      firstWeek,
      isEliminated: false,
      eliminatedInWeek: null,
      picks,
    };
  };
  const first = userIds[0] as string;
  await reserveEntryPlaces('week6', first, 3, 10, new Date(NOW));
  await putEntries([
    ...userIds.map((id, i) => ({ entry: entry(id, i, 'standard', 1), kind: 'standard' as const })),
    ...[0, 1, 2].map((n) => ({ entry: entry(first, n, 'week6', OPEN_WEEK), kind: 'week6' as const })),
  ]);
};

/**
 * `count` players `bench_<i>` in the table of the running local stack, each with a full week of picks
 * and an MNF total in the graded and the open week and a standard survivor entry picked through the
 * graded week (the first also with 3 Week 6 entries). Their ids, in order.
 */
export const seedBenchPlayers = async (count: number): Promise<string[]> => {
  const userIds = Array.from({ length: count }, () => randomUUID());
  await putUsers(numberedPlayers(userIds, 'bench', NOW));
  for (const week of [GRADED_WEEK, OPEN_WEEK]) {
    const { picks, predictions } = fullWeekOfPicks(userIds, await listGamesOfWeek(week), week);
    await putSheets(picks, predictions);
  }
  await survivorEntries(userIds);
  return userIds;
};

/** Stops the process started by startServer. */
export const stopServer = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
};

/**
 * `npm start`'s process (without the SPA build) on the data folder, at the bench clock; resolves
 * once it answers. `nodeArgs` go to its node (a probe to load first), `ipc` opens a channel to it.
 */
export const startServer = async (
  dataDir: string,
  port: number,
  options: { log?: boolean; nodeArgs?: string[]; ipc?: boolean } = {},
): Promise<ChildProcess> => {
  const output = options.log ? 'inherit' : 'ignore';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(options.nodeArgs ?? []), 'infra/local/main.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), POOL_NOW: NOW },
      stdio: ['ignore', output, output, ...(options.ipc ? (['ipc'] as const) : [])],
      // Its own process group, so stopping it stops all of it.
      detached: true,
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      return child;
    } catch {
      // not listening yet
    }
  }
  stopServer(child);
  throw new Error('The local stack did not start');
};
