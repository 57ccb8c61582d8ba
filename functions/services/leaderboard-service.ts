import { pageCount } from '../../shared/board-page';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { type PrizePlace, seasonPrizePlaces, weekPrizePlaces } from '../../shared/money/winnings';
import { canSeePrediction, othersPicksShown } from '../../shared/pick-visibility';
import type {
  BoardPrize,
  SeasonLeaderboardEntry,
  WeeklyLeaderboardEntry,
} from '../../shared/schemas/leaderboard';
import type { MoneyAmounts } from '../../shared/schemas/money';
import type { PushRule } from '../../shared/scoring';
import { averageForDisplay } from '../../shared/standings';
import type { User } from '../../shared/user';
import { gradeWeek } from '../../shared/week-grading';
import { gamesLeftToPlay, type OutlookSight, weekOutlook } from '../../shared/week-outlook';
import { now } from '../lib/clock';
import { readWeek } from '../lib/data/picks-repository';
import { readStandings, type WeekStandings } from '../lib/data/standings-repository';
import { readUsers } from '../lib/data/users-repository';
import { invalid } from '../lib/domain-errors';
import { hasStarted } from '../lib/games';
import { readVersionedPoolSettings } from '../lib/pool-settings';
import { publicUser, unknownPlayer, type Viewer } from '../lib/public-user';
import { viewCache } from '../lib/view-cache';
import { rankSeason, rankWeek, type UserLookup, userLookup } from './standings-ranking';
import { viewerBoard } from './viewer-board';

/*
 * Both boards are built once per version of everything they show (the week, the standings, the
 * users, the settings) and kept per process; a request reads those versions (one batched read) and
 * renders the board for its viewer. Every write to what a board shows moves one of the versions.
 */

const publicOf = (user: User | undefined, id: string, viewer: Viewer) =>
  user ? publicUser(user, viewer) : unknownPlayer(id, viewer);

/** Each prize winner's prize by player, as the ledger pays it. */
const prizesByUser = (places: readonly PrizePlace[]): ReadonlyMap<string, BoardPrize> =>
  new Map(places.map(({ userId, ...prize }) => [userId, prize]));

/** Whether other players' Monday night predictions show to a player who is not an admin. */
type Predictions = 'shown' | 'hidden';

const weeklyBoards = viewCache<ReturnType<typeof buildWeeklyBoard>>(4);

const buildWeeklyBoard = (
  contents: Awaited<ReturnType<typeof readWeek>>,
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  pushRule: PushRule,
  weeklyTies: MoneyAmounts['weeklyTies'],
  week: number,
  sight: OutlookSight,
) => {
  const { results } = gradeWeek(contents.games, contents.picks, contents.predictions, pushRule);
  const ranked = rankWeek(results, standings, userOf, week);
  const prizes = prizesByUser(weekPrizePlaces(ranked, weeklyTies));
  const picksOf = new Map<string, (typeof contents.picks)[number][]>();
  for (const pick of contents.picks) {
    const own = picksOf.get(pick.userId);
    if (own) own.push(pick);
    else picksOf.set(pick.userId, [pick]);
  }
  const outlooks = weekOutlook(
    contents.games,
    ranked.map((row) => ({
      ...row,
      picks: picksOf.get(row.userId) ?? [],
      hasPrediction: row.predictedTotal !== null,
    })),
    pushRule,
    sight,
  );
  const playing = gamesLeftToPlay(contents.games);
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
      maxCorrect: outlooks.get(row.userId)?.maxCorrect ?? row.correctPicks,
      canStillWin: playing ? (outlooks.get(row.userId)?.canStillWin ?? false) : null,
      prize: prizes.get(row.userId) ?? null,
    };
  });
  return board;
};

/**
 * The week's board as of now, and whether others' predictions show to players right now. What the
 * clock reveals (which games' picks and whether the Monday night totals show to everyone) is part
 * of the board's key, with which games still take picks: the outlook may use only that.
 */
const weeklyBoard = async (week: number) => {
  const [contents, standings, users, settings] = await Promise.all([
    readWeek(week),
    readStandings(),
    readUsers(),
    readVersionedPoolSettings(),
  ]);
  const at = now();
  const mnfGame = mnfTiebreakerGame(contents.games);
  const started = contents.games.map((game) => hasStarted(game, at));
  const resultsShown = othersPicksShown(settings.value.showAllResults, started);
  const tiebreakerStarted = mnfGame !== null && hasStarted(mnfGame, at);
  const predictions: Predictions = tiebreakerStarted && resultsShown ? 'shown' : 'hidden';
  const shownGames = contents.games.filter((_, i) => resultsShown && started[i]);
  const sight: OutlookSight = {
    mnfGameId: mnfGame?.id ?? null,
    shownGameIds: new Set(shownGames.map((game) => game.id)),
    predictionsShown: predictions === 'shown',
    openGameIds: new Set(contents.games.filter((_, i) => !started[i]).map((game) => game.id)),
  };
  const key = [
    week,
    contents.version,
    standings.version,
    users.version,
    settings.version,
    predictions,
    shownGames.map((game) => game.id).join(','),
    started.map(Number).join(''),
  ].join(':');
  const board = weeklyBoards(key, () =>
    buildWeeklyBoard(
      contents,
      standings.value,
      userLookup(users.value),
      settings.value.pushRule,
      settings.value.weeklyTies,
      week,
      sight,
    ),
  );
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

/** One page of the weekly leaderboard as JSON text (the viewer's own row with it), and how many pages and players it has. */
export const weeklyLeaderboardPage = async (viewer: Viewer, week: number, page: number) => {
  const { board, predictions } = await weeklyBoard(week);
  const pages = pageCount(board.size);
  if (page > pages) throw invalid(`page must be from 1 to ${pages}: the board has ${board.size} players`);
  return { json: board.pageJson(viewer, predictions, page), page, pages, players: board.size };
};

const seasonBoards = viewCache<ReturnType<typeof buildSeasonBoard>>(1);

/** The season from the graded weeks (see rankSeason). */
const buildSeasonBoard = (
  standings: ReadonlyMap<number, WeekStandings>,
  userOf: UserLookup,
  pushRule: PushRule,
) => {
  const ranked = rankSeason(standings, userOf, pushRule);
  const prizes = prizesByUser(seasonPrizePlaces(ranked));
  return viewerBoard(
    ranked,
    ({ tiebreakerDiff, avgTiebreaker, user, ...row }, viewer): SeasonLeaderboardEntry => ({
      ...row,
      user: publicOf(user, row.userId, viewer),
      prize: prizes.get(row.userId) ?? null,
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
