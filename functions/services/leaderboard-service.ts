import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { canSeePrediction, othersPicksShown } from '../../shared/pick-visibility';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import { correctUnder, type PushRule } from '../../shared/scoring';
import { averageForDisplay, averageTiebreaker, rankStandings } from '../../shared/standings';
import { hasFullAppAccess, type User } from '../../shared/user';
import { gradeWeek } from '../../shared/week-grading';
import { now } from '../lib/clock';
import { readWeek } from '../lib/data/picks-repository';
import { readStandings, type WeekStanding, type WeekStandings } from '../lib/data/standings-repository';
import { readUsers } from '../lib/data/users-repository';
import { hasStarted } from '../lib/games';
import { readVersionedPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer, type Viewer } from '../lib/public-user';
import { viewCache } from '../lib/view-cache';
import { viewerBoard } from './viewer-board';

/*
 * Both boards are built once per version of everything they show (the week, the standings, the
 * users, the settings) and kept per process; a request reads those versions (one batched read) and
 * renders the board for its viewer. Every write to what a board shows moves one of the versions.
 */

type UserLookup = (id: string) => User | undefined;

const userLookup = (users: readonly User[]): UserLookup => {
  const byId = new Map(users.map((user) => [user.id, user]));
  return (id) => byId.get(id);
};

/**
 * The boards list the weekly pool's players: those who may pick (full-app players and admins). An
 * account outside it (Week 6-only, late-entry-only) never shows, even with a pick an admin gave it;
 * a player who left still shows under a neutral name.
 */
const inWeeklyPool = (user: User | undefined) => user === undefined || hasFullAppAccess(user);

const publicOf = (user: User | undefined, id: string, viewer: Viewer) =>
  user ? publicUser(user, viewer) : unknownPlayer(id, viewer);

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

/** Whether other players' Monday night predictions show to a player who is not an admin. */
type Predictions = 'shown' | 'hidden';

const weeklyBoards = viewCache<ReturnType<typeof buildWeeklyBoard>>(4);

const buildWeeklyBoard = (
  contents: Awaited<ReturnType<typeof readWeek>>,
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  pushRule: PushRule,
  week: number,
) => {
  const { results } = gradeWeek(contents.games, contents.picks, contents.predictions, pushRule);
  const earlierDifferences = mnfDifferencesByUser(
    [...standings.values()].filter((graded) => graded.week < week),
  );
  const ranked = rankStandings(
    results
      .filter((result) => result.totalPicks > 0 && inWeeklyPool(userOf(result.userId)))
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
  const board = viewerBoard(ranked, (row, viewer, predictions: Predictions): WeeklyLeaderboardEntry => {
    // 'shown' is the tiebreaker game started while results show (the setting on, or picks closed).
    const shown = canSeePrediction({
      viewerId: viewer.id,
      viewerIsAdmin: viewer.isAdmin,
      ownerId: row.userId,
      tiebreakerStarted: predictions === 'shown',
      showAllResults: predictions === 'shown',
    });
    const average = averageForDisplay(row.avgTiebreaker);
    return {
      userId: row.userId,
      user: publicOf(row.user, row.userId, viewer),
      correctPicks: row.correctPicks,
      totalPicks: row.totalPicks,
      wins: row.wins,
      losses: row.losses,
      pushes: row.pushes,
      gradedPicks: row.gradedPicks,
      rank: row.rank,
      mnfTiebreaker: {
        predictedTotal: shown ? row.predictedTotal : null,
        actualTotal: row.actualTotal,
        difference: row.mnfDifference,
      },
      tiebreakerScore: row.mnfDifference,
      tiebreakerDiff: row.mnfDifference,
      avgTiebreakerToDate: average,
      avgTiebreakerScore: average,
    };
  });
  return { board, mnfGame: mnfTiebreakerGame(contents.games) };
};

/** The week's board as of now, and whether others' predictions show to players right now. */
const weeklyBoard = async (week: number) => {
  const [contents, standings, users, settings] = await Promise.all([
    readWeek(week),
    readStandings(),
    readUsers(),
    readVersionedPoolSettings(),
  ]);
  const key = [week, contents.version, standings.version, users.version, settings.version].join(':');
  const { board, mnfGame } = weeklyBoards(key, () =>
    buildWeeklyBoard(contents, standings.value, userLookup(users.value), settings.value.pushRule, week),
  );
  const at = now();
  const tiebreakerStarted = mnfGame !== null && hasStarted(mnfGame, at);
  const resultsShown = othersPicksShown(
    settings.value.showAllResults,
    contents.games.map((game) => hasStarted(game, at)),
  );
  const predictions: Predictions = tiebreakerStarted && resultsShown ? 'shown' : 'hidden';
  return { board, predictions };
};

/**
 * The week's standings, live from its picks and scores, with the season's tiebreaker average to date.
 * Other players' Monday night predictions show only as far as the viewer may see them; the
 * difference needs a final score, so it is never there before the tiebreaker game has started.
 */
export const weeklyLeaderboard = async (viewer: Viewer, week: number): Promise<WeeklyLeaderboardEntry[]> => {
  const { board, predictions } = await weeklyBoard(week);
  return board.entries(viewer, predictions);
};

/** The weekly leaderboard as JSON text, from the board this process built for the versions read. */
export const weeklyLeaderboardJson = async (viewer: Viewer, week: number): Promise<string> => {
  const { board, predictions } = await weeklyBoard(week);
  return board.json(viewer, predictions);
};

const seasonBoards = viewCache<ReturnType<typeof buildSeasonBoard>>(1);

/**
 * The season from the graded weeks. Correct picks are counted from each week's covers and pushes
 * under the push rule in force now (not the rule the week was graded under), so a change of the
 * rule moves this board with the weekly one, which grades live.
 */
const buildSeasonBoard = (
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
  const ranked = rankStandings(
    [...byUser]
      .filter(([userId]) => inWeeklyPool(userOf(userId)))
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
  return viewerBoard(
    ranked,
    ({ tiebreakerDiff, avgTiebreaker, user, ...row }, viewer): SeasonLeaderboardEntry => ({
      ...row,
      user: publicOf(user, row.userId, viewer),
    }),
  );
};

const seasonBoard = async () => {
  const [standings, users, settings] = await Promise.all([
    readStandings(),
    readUsers(),
    readVersionedPoolSettings(),
  ]);
  const { pushRule } = settings.value;
  return seasonBoards([standings.version, users.version, pushRule].join(':'), () =>
    buildSeasonBoard(standings.value, userLookup(users.value), pushRule),
  );
};

/** Season totals over the graded weeks, ranked like a week. */
export const seasonLeaderboard = async (viewer: Viewer): Promise<SeasonLeaderboardEntry[]> =>
  (await seasonBoard()).entries(viewer, 'season');

/** The season leaderboard as JSON text, from the board this process built for the versions read. */
export const seasonLeaderboardJson = async (viewer: Viewer): Promise<string> =>
  (await seasonBoard()).json(viewer, 'season');
