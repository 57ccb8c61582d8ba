import type { PoolStats, SystemCheck, SystemStatus } from '../../shared/schemas/admin';
import { LATE_POOL_ID, STANDARD_POOL_ID, survivorCounts } from '../../shared/survivor';
import { inWeeklyPool } from '../../shared/user';
import { loginProviderCheck } from '../lib/auth/login-provider-check';
import { tableName } from '../lib/data/client';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { readWeek } from '../lib/data/picks-repository';
import { getSetting } from '../lib/data/settings-repository';
import { listStandings } from '../lib/data/standings-repository';
import { readPool } from '../lib/data/survivor-repository';
import { listUsers } from '../lib/data/users-repository';
import { apiLogger } from '../lib/logger';
import { readPoolSettings } from '../lib/pool-settings';
import { checkProvider } from '../lib/sports-data';

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

/** A failed check names what failed; the error's own words (an address, a system code) go to the log only. */
const check = async (what: string, run: () => Promise<string>): Promise<SystemCheck> => {
  try {
    return { ok: true, detail: await run() };
  } catch (error) {
    apiLogger.warn('system check failed', { check: what, error });
    return { ok: false, detail: `${what} does not answer (details in the log)` };
  }
};

/** Real checks, each on its own: the table answers, the provider answers, the login provider is discoverable. */
export const systemStatus = async (): Promise<SystemStatus> => {
  const [database, sportsData, login] = await Promise.all([
    check('The table', async () => {
      const week = await getSetting('current_week');
      return `Table ${tableName()} answers (current week ${week ?? 'not set'})`;
    }),
    checkProvider(),
    check('The login provider', async () => loginProviderCheck()),
  ]);
  return { database, sportsData, login };
};
