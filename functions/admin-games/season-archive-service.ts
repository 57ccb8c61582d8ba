import type {
  ArchivedEntry,
  ArchivedSurvivorPool,
  ArchivedWeekWinner,
  SeasonArchive,
  UndecidedResults,
  UndecidedSurvivorPool,
} from '../../shared/schemas/seasons';
import type { SurvivorResultsRow } from '../../shared/schemas/survivor';
import { seasonProgress, survivorUndecided, undecidedResults } from '../../shared/season-end';
import { LATE_POOL_ID, STANDARD_POOL_ID, survivorOutcome } from '../../shared/survivor';
import { stampNow } from '../lib/clock';
import { readSeasonGames } from '../lib/data/games-repository';
import { readStandings } from '../lib/data/standings-repository';
import { readUsers } from '../lib/data/users-repository';
import { listWeek6Pools } from '../lib/data/week6-pool-repository';
import { readVersionedPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer, type Viewer } from '../lib/public-user';
import { season } from '../lib/season';
import { rankGradedWeek, rankSeason, type UserLookup, userLookup } from '../services/standings-ranking';
import { poolResults } from '../services/survivor-read-service';

/*
 * The archive of the season that ends: what Results shows of it afterwards, in one item. It is built
 * with the boards' own ranking (the season's standings, each week's order once its every game is
 * final) and each survivor pool's results, as any player sees them: names, never emails. Beside it,
 * what the season leaves undecided if it ends now.
 */
const anyPlayer: Viewer = { id: '', isAdmin: false };

const nameOf = (userOf: UserLookup, id: string): string => {
  const user = userOf(id);
  return (user ? publicUser(user, anyPlayer) : unknownPlayer(id, anyPlayer)).displayName;
};

const entryOf = (row: SurvivorResultsRow): ArchivedEntry => ({
  userId: row.userId,
  name: row.user.displayName,
  entryName: row.entryName,
});

const archivedPool = async (
  poolId: string,
  weekOver: (week: number) => boolean,
): Promise<{ archived: ArchivedSurvivorPool; undecided: UndecidedSurvivorPool | null }> => {
  const { pool, stats, rows } = await poolResults(anyPlayer, poolId);
  const standing = survivorOutcome(rows);
  const { outcome, finalists, lastWeek } = standing;
  return {
    archived: {
      poolId,
      name: pool.name,
      kind: pool.kind,
      entries: stats.total,
      alive: stats.alive,
      outcome,
      finalists: finalists.map(entryOf),
      lastWeek: outcome === 'last-out' ? lastWeek : null,
    },
    undecided: survivorUndecided(standing, weekOver)
      ? { poolId, name: pool.name, kind: pool.kind, alive: stats.alive }
      : null,
  };
};

/**
 * The season this request runs in, as its boards rank it now: each week's first place by the spec's
 * tie order once every game of the week is final (a week still played has no winner yet), and what
 * stays undecided.
 */
export const buildSeasonArchive = async (): Promise<{
  archive: SeasonArchive;
  undecided: UndecidedResults;
}> => {
  const [standings, users, settings, week6Pools, games] = await Promise.all([
    readStandings(),
    readUsers(),
    readVersionedPoolSettings(),
    listWeek6Pools(),
    readSeasonGames(),
  ]);
  const progress = seasonProgress(games.byWeek);
  const weekOver = (week: number) => !progress.weeks.includes(week);
  const userOf = userLookup(users.value);
  const { pushRule } = settings.value;
  const weeks = [...standings.value.values()]
    .filter((graded) => weekOver(graded.week))
    .sort((a, b) => a.week - b.week);
  const weekWinners: ArchivedWeekWinner[] = weeks.flatMap((graded) => {
    const first = rankGradedWeek(standings.value, userOf, pushRule, graded)[0];
    return first
      ? [
          {
            week: graded.week,
            userId: first.userId,
            name: nameOf(userOf, first.userId),
            correctPicks: first.correctPicks,
          },
        ]
      : [];
  });
  const pools = await Promise.all(
    [STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)].map((poolId) =>
      archivedPool(poolId, weekOver),
    ),
  );
  const archive: SeasonArchive = {
    season: season(),
    archivedAt: stampNow().toISOString(),
    standings: rankSeason(standings.value, userOf, pushRule).map((row) => ({
      rank: row.rank,
      userId: row.userId,
      name: nameOf(userOf, row.userId),
      correctPicks: row.correctPicks,
      wins: row.wins,
      losses: row.losses,
      pushes: row.pushes,
    })),
    weekWinners,
    survivorPools: pools.map((pool) => pool.archived),
  };
  return {
    archive,
    undecided: undecidedResults(
      progress,
      pools.flatMap((pool) => pool.undecided ?? []),
    ),
  };
};
