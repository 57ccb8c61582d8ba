import { correctUnder, type PushRule } from '../../shared/scoring';
import { averageForDisplay, averageTiebreaker, rankStandings } from '../../shared/standings';
import { inWeeklyPool, type User } from '../../shared/user';
import type { WeekStanding, WeekStandings } from '../lib/data/standings-repository';

/*
 * The order of both boards: a week's (its graded picks, then the MNF tiebreaker, then the average
 * tiebreaker to date) and the season's, in the spec's order (shared/standings). The boards render
 * these rows for their viewers; the season archive keeps them.
 */

export type UserLookup = (id: string) => User | undefined;

export const userLookup = (users: readonly User[]): UserLookup => {
  const byId = new Map(users.map((user) => [user.id, user]));
  return (id) => byId.get(id);
};

/**
 * The boards list the weekly pool's players: members who may pick (full-app players and admins). An
 * account outside it (Week 6-only, late-entry-only, one that has not chosen its username) never
 * shows, even with a pick an admin gave it; a player who left still shows under a neutral name.
 */
const onBoard = (user: User | undefined) => user === undefined || inWeeklyPool(user);

const mnfDifferencesByUser = (standings: Iterable<WeekStandings>) => {
  const byUser = new Map<string, number[]>();
  for (const week of standings) {
    for (const row of week.players.values()) {
      if (row.mnfDifference === null || row.mnfDifference === undefined) continue;
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.mnfDifference]);
    }
  }
  return byUser;
};

/** A week's players with picks, ranked: this week's MNF difference, then the average over the graded weeks to date. */
export const rankWeek = <
  R extends { userId: string; correctPicks: number; totalPicks: number; mnfDifference: number | null },
>(
  results: readonly R[],
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  week: number,
) => {
  const earlierDifferences = mnfDifferencesByUser(
    [...standings.values()].filter((graded) => graded.week < week),
  );
  return rankStandings(
    results
      .filter((result) => result.totalPicks > 0 && onBoard(userOf(result.userId)))
      .map((result) => {
        const differences = [...(earlierDifferences.get(result.userId) ?? [])];
        if (result.mnfDifference !== null) differences.push(result.mnfDifference);
        return {
          ...result,
          user: userOf(result.userId),
          tiebreakerDiff: result.mnfDifference,
          avgTiebreaker: averageTiebreaker(differences),
        };
      }),
  );
};

/** A graded week's board from its standings as graded, its correct picks under the push rule in force now. */
export const rankGradedWeek = (
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  pushRule: PushRule,
  graded: WeekStandings,
) =>
  rankWeek(
    [...graded.players.values()].map((row) => ({ ...row, correctPicks: correctUnder(pushRule, row) })),
    standings,
    userOf,
    graded.week,
  );

/**
 * The season from the graded weeks. Correct picks are counted from each week's covers and pushes
 * under the push rule in force now (not the rule the week was graded under), so a change of the
 * rule moves this board with the weekly one, which grades live.
 */
export const rankSeason = (
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  pushRule: PushRule,
) => {
  const weeks = [...standings.values()].sort((a, b) => a.week - b.week);
  const byUser = new Map<string, WeekStanding[]>();
  for (const graded of weeks) {
    for (const row of graded.players.values())
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  const differences = mnfDifferencesByUser(weeks);
  return rankStandings(
    [...byUser]
      .filter(([userId]) => onBoard(userOf(userId)))
      .map(([userId, rows]) => {
        const total = (pick: (row: WeekStanding) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
        const correctPicks = total((row) => correctUnder(pushRule, row));
        const gradedPicks = total((row) => row.gradedPicks);
        const average = averageTiebreaker(differences.get(userId) ?? []);
        let running = 0;
        return {
          userId,
          user: userOf(userId),
          correctPicks,
          totalPicks: total((row) => row.totalPicks),
          wins: total((row) => row.wins),
          losses: total((row) => row.losses),
          pushes: total((row) => row.pushes),
          gradedPicks,
          winPercentage: gradedPicks ? Math.round((1000 * correctPicks) / gradedPicks) / 10 : 0,
          weeksPlayed: rows.length,
          avgTiebreakerScore: averageForDisplay(average),
          cumulativeByWeek: rows.map((row) => {
            running += correctUnder(pushRule, row);
            return { week: row.week, correctPicks: running };
          }),
          tiebreakerDiff: null,
          avgTiebreaker: average,
        };
      }),
  );
};
