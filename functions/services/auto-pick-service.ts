import { autoSurvivorTeam, defaultPickSide, isOpenForAutoPick } from '../../shared/auto-pick';
import { displayName } from '../../shared/display-name';
import type { AutoPickResult, SurvivorAssignment, WeeklyAssignment } from '../../shared/schemas/admin-people';
import { LATE_POOL_ID, STANDARD_POOL_ID, type SurvivorPickRecord } from '../../shared/survivor';
import { inWeeklyPool } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { type PickRecord, putMissingPicks, readWeek } from '../lib/data/picks-repository';
import { readPool, setSurvivorPick } from '../lib/data/survivor-repository';
import { listUsers } from '../lib/data/users-repository';
import { listWeek6Pools } from '../lib/data/week6-pool-repository';
import { teamSummary, teamsById } from '../lib/games';

/**
 * Fills what players left empty, as the Sunday auto-pick: each weekly pool player's open games without
 * a pick get the side of the player's default pick; each alive survivor entry (standard, late, every
 * Week 6 pool) without a pick for the week gets the biggest favorite it has not used whose game has
 * not kicked off. MNF totals are left alone. Every write only fills an empty place (a pick saved
 * meanwhile stays), so running it twice assigns nothing the second time.
 */
export const assignMissingPicks = async (week: number): Promise<AutoPickResult> => {
  const at = now();
  const [users, weekRead, games, teams, week6Pools] = await Promise.all([
    listUsers(),
    readWeek(week),
    listGamesOfWeek(week, { consistent: true }),
    teamsById(),
    listWeek6Pools(),
  ]);
  const abbreviation = (teamId: number) => teamSummary(teams, teamId).abbreviation;
  const picked = new Set(weekRead.picks.map((pick) => `${pick.userId}|${pick.gameId}`));
  const open = games.filter((game) => isOpenForAutoPick(game, at));

  const weekly: { record: PickRecord; assignment: WeeklyAssignment }[] = users
    .filter(inWeeklyPool)
    .flatMap((user) =>
      open
        .filter((game) => !picked.has(`${user.id}|${game.id}`))
        .map((game) => {
          const pickedTeamId = defaultPickSide(user.defaultPick, game);
          return {
            record: {
              userId: user.id,
              gameId: game.id,
              week,
              pickedTeamId,
              isCorrect: null,
              lockAt: game.startTime,
              line: game.spread,
              updatedAt: at.toISOString(),
            },
            assignment: {
              userId: user.id,
              displayName: displayName(user),
              gameId: game.id,
              pickedTeamId,
              matchup: `${abbreviation(game.awayTeamId)} @ ${abbreviation(game.homeTeamId)}`,
            },
          };
        }),
    );
  const weeklySaved = await putMissingPicks(weekly.map(({ record }) => record));

  const pools = await Promise.all(
    [STANDARD_POOL_ID, LATE_POOL_ID, ...week6Pools.map((pool) => pool.id)].map(readPool),
  );
  const survivor = pools
    .filter((pool) => !pool.finalizedWeeks.includes(week))
    .flatMap((pool) =>
      pool.entries.flatMap((entry) => {
        const teamId = autoSurvivorTeam(entry, week, games, at);
        if (teamId === null) return [];
        const game = games.find((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
        const pick: SurvivorPickRecord = {
          teamId,
          team: teamSummary(teams, teamId),
          lockAt: game?.startTime ?? at.toISOString(),
          isCorrect: null,
          isFinalized: false,
          updatedAt: at.toISOString(),
        };
        const assignment: SurvivorAssignment = {
          entryId: entry.id,
          userId: entry.userId,
          displayName: entry.displayName,
          poolId: entry.poolId,
          teamId,
          teamAbbreviation: abbreviation(teamId),
        };
        return [{ entryId: entry.id, pick, assignment }];
      }),
    );
  const survivorSaved = await Promise.all(
    survivor.map(({ entryId, pick }) => setSurvivorPick(entryId, week, pick, undefined)),
  );

  return {
    week,
    weekly: { assignments: weekly.filter((_, i) => weeklySaved[i]).map(({ assignment }) => assignment) },
    survivor: { picks: survivor.filter((_, i) => survivorSaved[i]).map(({ assignment }) => assignment) },
  };
};
