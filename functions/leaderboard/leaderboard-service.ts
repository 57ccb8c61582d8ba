import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { canSeePrediction } from '../../shared/pick-visibility';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { averageForDisplay, averageTiebreaker, rankStandings } from '../../shared/standings';
import type { User } from '../../shared/user';
import { gradeWeek } from '../../shared/week-grading';
import { now } from '../lib/clock';
import { readWeek } from '../lib/data/picks-repository';
import { listStandings, type WeekStanding } from '../lib/data/standings-repository';
import { listUsers } from '../lib/data/users-repository';
import { hasStarted } from '../lib/games';
import { readPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer, type Viewer } from '../lib/public-user';

const userLookup = (users: User[], viewer: Viewer) => {
  const byId = new Map(users.map((user) => [user.id, user]));
  return (id: string) => {
    const user = byId.get(id);
    return user ? publicUser(user, viewer) : unknownPlayer(id, viewer);
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

/**
 * The week's standings, live from its picks and scores, with the season's tiebreaker average to date.
 * Other players' Monday night predictions show only as far as the viewer may see them; the
 * difference needs a final score, so it is never there before the tiebreaker game has started.
 */
export const weeklyLeaderboard = async (viewer: Viewer, week: number): Promise<WeeklyLeaderboardEntry[]> => {
  const [contents, earlier, users, settings] = await Promise.all([
    readWeek(week),
    listStandings(week),
    listUsers(),
    readPoolSettings(),
  ]);
  const { results } = gradeWeek(contents.games, contents.picks, contents.predictions, settings.pushRule);
  const earlierDifferences = mnfDifferencesByUser(earlier);
  const userOf = userLookup(users, viewer);
  const mnfGame = mnfTiebreakerGame(contents.games);
  const tiebreakerStarted = mnfGame !== null && hasStarted(mnfGame, now());
  const predictionShown = (ownerId: string) =>
    canSeePrediction({
      viewerId: viewer.id,
      viewerIsAdmin: viewer.isAdmin,
      ownerId,
      tiebreakerStarted,
      showAllResults: settings.showAllResults,
    });
  const entries = results
    .filter((result) => result.totalPicks > 0)
    .map((result) => {
      const differences = [...(earlierDifferences.get(result.userId) ?? [])];
      if (result.mnfDifference !== null) differences.push(result.mnfDifference);
      const average = averageTiebreaker(differences);
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
          predictedTotal: predictionShown(result.userId) ? result.predictedTotal : null,
          actualTotal: result.actualTotal,
          difference: result.mnfDifference,
        },
        tiebreakerScore: result.mnfDifference,
        tiebreakerDiff: result.mnfDifference,
        avgTiebreakerToDate: averageForDisplay(average),
        avgTiebreakerScore: averageForDisplay(average),
        avgTiebreaker: average,
      };
    });
  return rankStandings(entries).map(({ avgTiebreaker, ...entry }) => entry);
};

/** Season totals over the graded weeks (one Query of the standings), ranked like a week. */
export const seasonLeaderboard = async (viewer: Viewer): Promise<SeasonLeaderboardEntry[]> => {
  const [standings, users] = await Promise.all([listStandings(), listUsers()]);
  const byUser = new Map<string, WeekStanding[]>();
  for (const row of standings) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const differences = mnfDifferencesByUser(standings);
  const userOf = userLookup(users, viewer);
  const entries = [...byUser].map(([userId, weeks]) => {
    const sorted = weeks.sort((a, b) => a.week - b.week);
    const total = (pick: (row: WeekStanding) => number) => sorted.reduce((sum, row) => sum + pick(row), 0);
    const correctPicks = total((row) => row.correctPicks);
    const gradedPicks = total((row) => row.gradedPicks);
    let running = 0;
    const average = averageTiebreaker(differences.get(userId) ?? []);
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
      avgTiebreakerScore: averageForDisplay(average),
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
