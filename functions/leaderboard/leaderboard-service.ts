import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { rankStandings } from '../../shared/standings';
import type { User } from '../../shared/user';
import { gradeWeek } from '../../shared/week-grading';
import { readWeek } from '../lib/data/picks-repository';
import { listStandings, type WeekStanding } from '../lib/data/standings-repository';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer } from '../lib/public-user';

const mean = (values: number[]): number | null =>
  values.length
    ? Math.round((10 * values.reduce((sum, value) => sum + value, 0)) / values.length) / 10
    : null;

const userLookup = (users: User[]) => {
  const byId = new Map(users.map((user) => [user.id, user]));
  return (id: string) => {
    const user = byId.get(id);
    return user ? publicUser(user) : unknownPlayer(id);
  };
};

const mnfDifferencesByUser = (standings: WeekStanding[]) => {
  const byUser = new Map<string, number[]>();
  for (const row of standings) {
    if (row.mnfDifference === null || row.mnfDifference === undefined) continue;
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.mnfDifference]);
  }
  return byUser;
};

/** The week's standings, live from its picks and scores, with the season's tiebreaker average to date. */
export const weeklyLeaderboard = async (week: number): Promise<WeeklyLeaderboardEntry[]> => {
  const [contents, earlier, users, settings] = await Promise.all([
    readWeek(week),
    listStandings(week),
    listUsers(),
    readPoolSettings(),
  ]);
  const { results } = gradeWeek(contents.games, contents.picks, contents.predictions, settings.pushRule);
  const earlierDifferences = mnfDifferencesByUser(earlier);
  const userOf = userLookup(users);
  const entries = results
    .filter((result) => result.totalPicks > 0)
    .map((result) => {
      const differences = [...(earlierDifferences.get(result.userId) ?? [])];
      if (result.mnfDifference !== null) differences.push(result.mnfDifference);
      const average = mean(differences);
      return {
        userId: result.userId,
        user: userOf(result.userId),
        correctPicks: result.correctPicks,
        totalPicks: result.totalPicks,
        wins: result.wins,
        losses: result.losses,
        pushes: result.pushes,
        gradedPicks: result.gradedPicks,
        mnfTiebreaker: {
          predictedTotal: result.predictedTotal,
          actualTotal: result.actualTotal,
          difference: result.mnfDifference,
        },
        tiebreakerScore: result.mnfDifference,
        tiebreakerDiff: result.mnfDifference,
        avgTiebreakerToDate: average,
        avgTiebreakerScore: average,
        avgTiebreaker: average,
      };
    });
  return rankStandings(entries).map(({ avgTiebreaker, ...entry }) => entry);
};

/** Season totals over the graded weeks (one Query of the standings), ranked like a week. */
export const seasonLeaderboard = async (): Promise<SeasonLeaderboardEntry[]> => {
  const [standings, users] = await Promise.all([listStandings(), listUsers()]);
  const byUser = new Map<string, WeekStanding[]>();
  for (const row of standings) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const differences = mnfDifferencesByUser(standings);
  const userOf = userLookup(users);
  const entries = [...byUser].map(([userId, weeks]) => {
    const sorted = weeks.sort((a, b) => a.week - b.week);
    const total = (pick: (row: WeekStanding) => number) => sorted.reduce((sum, row) => sum + pick(row), 0);
    const correctPicks = total((row) => row.correctPicks);
    const gradedPicks = total((row) => row.gradedPicks);
    let running = 0;
    const average = mean(differences.get(userId) ?? []);
    return {
      userId,
      user: userOf(userId),
      correctPicks,
      totalPicks: total((row) => row.totalPicks),
      wins: total((row) => row.wins ?? 0),
      losses: total((row) => row.losses ?? 0),
      pushes: total((row) => row.pushes),
      gradedPicks,
      winPercentage: gradedPicks ? Math.round((1000 * correctPicks) / gradedPicks) / 10 : 0,
      weeksPlayed: sorted.length,
      avgTiebreakerScore: average,
      cumulativeByWeek: sorted.map((row) => {
        running += row.correctPicks;
        return { week: row.week, correctPicks: running };
      }),
      tiebreakerDiff: null,
      avgTiebreaker: average,
    };
  });
  return rankStandings(entries).map(({ tiebreakerDiff, avgTiebreaker, ...entry }) => entry);
};
