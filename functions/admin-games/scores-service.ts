import type { GameRecord } from '../../shared/game';
import { statusBeside } from '../../shared/game-status';
import type { GameScoreInput, GameScoreRow, ProviderScore } from '../../shared/schemas/admin';
import { now } from '../lib/clock';
import { getGame, listGamesOfWeek, putGames } from '../lib/data/games-repository';
import { listUsers } from '../lib/data/users-repository';
import { invalid, notFound } from '../lib/domain-errors';
import { type GradingResult, gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { sportsDataProvider } from '../lib/sports-data';
import type { ProviderGame } from '../lib/sports-data/provider';
import { requireTesting } from '../lib/testing';

const asScore = (game: ProviderGame): ProviderScore => ({
  id: game.id,
  homeScore: game.homeScore,
  awayScore: game.awayScore,
  isCompleted: game.status === 'final',
  status: game.status,
});

/** The provider's scores of a week's stored games, for the admin to review before saving. */
export const providerScores = async (week: number) => {
  const [stored, fromProvider] = await Promise.all([
    listGamesOfWeek(week),
    sportsDataProvider().weekGames(week),
  ]);
  const storedIds = new Set(stored.map((game) => game.id));
  const scores = fromProvider.filter((game) => storedIds.has(game.id)).map(asScore);
  const finals = scores.filter((score) => score.isCompleted).length;
  return { scores, message: `Loaded ${scores.length} games from the provider, ${finals} final` };
};

/**
 * A game is final exactly when completed: unticking Final takes the status back off 'final' too. A
 * score typed by the admin has no game clock, so the provider's quarter and clock are dropped.
 */
const withScore = (game: GameRecord, row: Omit<GameScoreRow, 'id'>): GameRecord => ({
  ...game,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  isCompleted: row.isCompleted,
  status: statusBeside(row.isCompleted, game, now()),
  period: null,
  clock: null,
});

/** A final score for a game that has not kicked off ends a game nobody played: a testing power. */
const refuseEarlyFinals = (rows: Omit<GameScoreRow, 'id'>[], games: GameRecord[]) => {
  const at = now().getTime();
  if (rows.some((row, i) => row.isCompleted && Date.parse((games[i] as GameRecord).startTime) > at)) {
    requireTesting('a game gets its final score only once it has kicked off');
  }
};

/** Saves edited scores (only games that exist and changed) and re-grades every week touched. */
export const saveAllScores = async (rows: GameScoreRow[]) => {
  const weeks = new Map<number, GameRecord[]>();
  const games = await Promise.all(rows.map((row) => getGame(row.id)));
  const missing = rows.filter((_, i) => !games[i]).map((row) => row.id);
  if (missing.length) throw invalid(`Unknown games: ${missing.join(', ')}`);
  refuseEarlyFinals(rows, games as GameRecord[]);
  const updated = rows.map((row, i) => withScore(games[i] as GameRecord, row));
  for (const game of updated) weeks.set(game.week, [...(weeks.get(game.week) ?? []), game]);
  await putGames(updated);
  let picksScored = 0;
  for (const week of weeks.keys()) picksScored += (await gradeStoredWeek(week)).picksScored;
  return { updatedCount: updated.length, picksScored, message: `Saved ${updated.length} scores` };
};

/** Pulls the provider's final scores into a week's stored games and grades the week. */
export const syncScores = async (week: number) => {
  const [stored, fromProvider] = await Promise.all([
    listGamesOfWeek(week),
    sportsDataProvider().weekGames(week),
  ]);
  const final = new Map(
    fromProvider.filter((game) => game.status === 'final').map((game) => [game.id, game]),
  );
  const updated = stored.flatMap((game) => {
    const source = final.get(game.id);
    if (!source || source.homeScore === null || source.awayScore === null) return [];
    const scored = withScore(game, {
      homeScore: source.homeScore,
      awayScore: source.awayScore,
      isCompleted: true,
    });
    return [{ ...scored, period: source.period }];
  });
  await putGames(updated);
  const grading = await gradeStoredWeek(week);
  return {
    message: `Scores synced for Week ${week}`,
    gamesUpdated: updated.length,
    picksScored: grading.picksScored,
  };
};

/** Saves one game's score and grades its week at once, so the standings are live. */
export const saveGameScore = async (
  gameId: string,
  input: GameScoreInput,
): Promise<{ game: GameRecord; grading: GradingResult }> => {
  const game = await getGame(gameId);
  if (!game) throw notFound('Game not found');
  refuseEarlyFinals([input], [game]);
  const scored = withScore(game, input);
  await putGames([scored]);
  return { game: scored, grading: await gradeStoredWeek(game.week) };
};

/** Re-grades a week; with adminsOnly, only the admins' picks (for trying the scoring out). */
export const scoreWeeklyPicks = async (week: number, adminsOnly: boolean) => {
  const admins = adminsOnly
    ? new Set((await listUsers()).filter((user) => user.isAdmin).map((user) => user.id))
    : undefined;
  const grading = await gradeStoredWeek(week, admins);
  const whose = adminsOnly ? "admins' " : '';
  const message = grading.queuedParts
    ? `Grading ${whose}picks for Week ${week} in ${grading.queuedParts} parts`
    : `Scored ${grading.picksScored} ${whose}picks for Week ${week}`;
  return { message, ...grading };
};
