import type {
  ArchivedEntry,
  ArchivedSurvivorPool,
  ArchivedWeekWinner,
  SeasonArchive,
} from '../../shared/schemas/seasons';
import type { SurvivorResultsRow } from '../../shared/schemas/survivor';
import { LATE_POOL_ID, STANDARD_POOL_ID, survivorOutcome } from '../../shared/survivor';
import { stampNow } from '../lib/clock';
import { readStandings } from '../lib/data/standings-repository';
import { listWeek6Pools } from '../lib/data/survivor-repository';
import { readUsers } from '../lib/data/users-repository';
import { readVersionedPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer, type Viewer } from '../lib/public-user';
import { season } from '../lib/season';
import { rankGradedWeek, rankSeason, type UserLookup, userLookup } from '../services/standings-ranking';
import { poolResults } from '../services/survivor-read-service';

/*
 * The archive of the season that ends: what Results shows of it afterwards, in one item. It is built
 * with the boards' own ranking (the season's standings, each graded week's order) and each survivor
 * pool's results, as any player sees them: names, never emails.
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

const archivedPool = async (poolId: string): Promise<ArchivedSurvivorPool> => {
  const { pool, stats, rows } = await poolResults(anyPlayer, poolId);
  const { outcome, finalists, lastWeek } = survivorOutcome(rows);
  return {
    poolId,
    name: pool.name,
    kind: pool.kind,
    entries: stats.total,
    alive: stats.alive,
    outcome,
    finalists: finalists.map(entryOf),
    lastWeek: outcome === 'last-out' ? lastWeek : null,
  };
};

/** The season this request runs in, as its boards rank it now: each graded week's first place by the spec's tie order. */
export const buildSeasonArchive = async (): Promise<SeasonArchive> => {
  const [standings, users, settings, week6Pools] = await Promise.all([
    readStandings(),
    readUsers(),
    readVersionedPoolSettings(),
    listWeek6Pools(),
  ]);
  const userOf = userLookup(users.value);
  const { pushRule } = settings.value;
  const weeks = [...standings.value.values()].sort((a, b) => a.week - b.week);
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
  const survivorPools = await Promise.all(
    [STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)].map(archivedPool),
  );
  return {
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
    survivorPools,
  };
};
