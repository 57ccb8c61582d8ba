import type {
  ArchivedEntry,
  ArchivedSurvivorPool,
  ArchivedWeekWinner,
  SeasonArchive,
} from '../../shared/schemas/seasons';
import type { SurvivorResultsRow } from '../../shared/schemas/survivor';
import { LATE_POOL_ID, STANDARD_POOL_ID } from '../../shared/survivor';
import { stampNow } from '../lib/clock';
import { readStandings } from '../lib/data/standings-repository';
import { listWeek6Pools } from '../lib/data/survivor-repository';
import type { Viewer } from '../lib/public-user';
import { season } from '../lib/season';
import { seasonLeaderboard, weeklyLeaderboard } from '../services/leaderboard-service';
import { poolResults } from '../services/survivor-read-service';

/*
 * The archive of the season that ends: what Results shows of it afterwards, in one item. It is built
 * from the very boards the season showed (the season's standings, each graded week's board, each
 * survivor pool's results), as any player sees them: names, never emails.
 */
const anyPlayer: Viewer = { id: '', isAdmin: false };

const entryOf = (row: SurvivorResultsRow): ArchivedEntry => ({
  userId: row.userId,
  name: row.user.displayName,
  entryName: row.entryName,
});

const archivedPool = async (poolId: string): Promise<ArchivedSurvivorPool> => {
  const { pool, stats, rows } = await poolResults(anyPlayer, poolId);
  const alive = rows.filter((row) => !row.isEliminated);
  const lastWeek = Math.max(0, ...rows.map((row) => row.eliminatedInWeek ?? 0));
  const lastOut = rows.filter((row) => row.isEliminated && row.eliminatedInWeek === lastWeek);
  const outcome =
    rows.length === 0
      ? 'no-entries'
      : alive.length === 1
        ? 'winner'
        : alive.length > 1
          ? 'alive'
          : 'last-out';
  return {
    poolId,
    name: pool.name,
    kind: pool.kind,
    entries: stats.total,
    alive: stats.alive,
    outcome,
    finalists: (outcome === 'last-out' ? lastOut : alive).map(entryOf),
    lastWeek: outcome === 'last-out' ? lastWeek : null,
  };
};

/** Each graded week's first place on its board (the spec's tie order decides one). */
const weekWinners = async (): Promise<ArchivedWeekWinner[]> => {
  const weeks = [...(await readStandings()).value.keys()].sort((a, b) => a - b);
  const boards = await Promise.all(weeks.map((week) => weeklyLeaderboard(anyPlayer, week)));
  return weeks.flatMap((week, i) => {
    const first = boards[i]?.[0];
    return first
      ? [{ week, userId: first.userId, name: first.user.displayName, correctPicks: first.correctPicks }]
      : [];
  });
};

/** The season this request runs in, as its boards show it now. */
export const buildSeasonArchive = async (): Promise<SeasonArchive> => {
  const week6Pools = await listWeek6Pools();
  const [board, winners, survivorPools] = await Promise.all([
    seasonLeaderboard(anyPlayer),
    weekWinners(),
    Promise.all([STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)].map(archivedPool)),
  ]);
  return {
    season: season(),
    archivedAt: stampNow().toISOString(),
    standings: board.map((row) => ({
      rank: row.rank,
      userId: row.userId,
      name: row.user.displayName,
      correctPicks: row.correctPicks,
      wins: row.wins,
      losses: row.losses,
      pushes: row.pushes,
    })),
    weekWinners: winners,
    survivorPools,
  };
};
