import type { GameRecord } from '../../shared/game';
import type { GameScoreInput } from '../../shared/schemas/admin';
import { getGame, putGame } from '../lib/data/games-repository';
import { putSetting } from '../lib/data/settings-repository';
import { listUsers } from '../lib/data/users-repository';
import { type GradingResult, gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { notFound } from '../lib/http/errors';

/** Saves a score and grades the game's week at once, so the standings are live. */
export const saveGameScore = async (
  gameId: string,
  input: GameScoreInput,
): Promise<{ game: GameRecord; grading: GradingResult }> => {
  const game = await getGame(gameId);
  if (!game) throw notFound('Game not found');
  const scored = {
    ...game,
    homeScore: input.homeScore,
    awayScore: input.awayScore,
    isCompleted: input.isCompleted,
  };
  await putGame(scored);
  return { game: scored, grading: await gradeStoredWeek(game.week) };
};

/** Re-grades a week; with adminsOnly, only the admins' picks (for trying the scoring out). */
export const scoreWeeklyPicks = async (week: number, adminsOnly: boolean) => {
  const admins = adminsOnly
    ? new Set((await listUsers()).filter((user) => user.isAdmin).map((user) => user.id))
    : undefined;
  const grading = await gradeStoredWeek(week, admins);
  const whose = adminsOnly ? "admins' " : '';
  return { message: `Scored ${grading.picksScored} ${whose}picks for Week ${week}`, ...grading };
};

export const setCurrentWeek = async (week: number) => {
  await putSetting('current_week', String(week));
  return { week };
};
