import type { PoolStats } from '../../shared/schemas/admin';
import { LATE_POOL_ID, STANDARD_POOL_ID, survivorCounts } from '../../shared/survivor';
import { inWeeklyPool } from '../../shared/user';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { readWeek } from '../lib/data/picks-repository';
import { listStandings } from '../lib/data/standings-repository';
import { readPool } from '../lib/data/survivor-repository';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';

/** Counts from the data itself: players who have made weekly picks this season, survivors alive, users, the week. */
export const poolStats = async (): Promise<PoolStats> => {
  const { currentWeek } = await readPoolSettings();
  const [users, standings, week, games, standard, late] = await Promise.all([
    listUsers(),
    listStandings(),
    readWeek(currentWeek),
    listGamesOfWeek(currentWeek),
    readPool(STANDARD_POOL_ID),
    readPool(LATE_POOL_ID),
  ]);
  const members = new Set(users.filter(inWeeklyPool).map((user) => user.id));
  const players = new Set(
    [...standings.map((row) => row.userId), ...week.picks.map((pick) => pick.userId)].filter((id) =>
      members.has(id),
    ),
  );
  return {
    totalUsers: users.length,
    admins: users.filter((user) => user.isAdmin).length,
    weeklyPoolPlayers: players.size,
    standardSurvivors: survivorCounts(standard.entries).alive,
    lateEntrySurvivors: survivorCounts(late.entries).alive,
    gamesThisWeek: games.length,
    picksThisWeek: week.picks.length,
  };
};
