import { randomInt } from 'node:crypto';
import type { GameRecord } from '../../shared/game';
import { statusBeside } from '../../shared/game-status';
import { now } from '../lib/clock';
import { listGamesOfWeek, putGames } from '../lib/data/games-repository';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { requireTesting } from '../lib/testing';

/** Football-shaped scores: sums of touchdowns (7) and field goals (3), with the odd safety. */
const plausibleScore = (): number => {
  const touchdowns = randomInt(0, 6);
  const fieldGoals = randomInt(0, 5);
  return touchdowns * 7 + fieldGoals * 3 + (randomInt(0, 20) === 0 ? 2 : 0);
};

/** Testing: plausible final scores for the week's unfinished games, then grading. */
export const simulateWeek = async (week: number) => {
  requireTesting('weeks cannot be simulated');
  const games = await listGamesOfWeek(week);
  const simulated: GameRecord[] = games
    .filter((game) => !game.isCompleted)
    .map((game) => ({
      ...game,
      homeScore: plausibleScore(),
      awayScore: plausibleScore(),
      isCompleted: true,
      status: 'final',
    }));
  await putGames(simulated);
  const grading = await gradeStoredWeek(week);
  return {
    message: `Week ${week} simulated`,
    gamesUpdated: simulated.length,
    picksScored: grading.picksScored,
  };
};

/** Testing: clears the week's scores and grades, keeping every pick. */
export const resetWeek = async (week: number) => {
  requireTesting("a week's scores cannot be reset");
  const games = await listGamesOfWeek(week);
  const at = now();
  await putGames(
    games.map((game) => ({
      ...game,
      homeScore: null,
      awayScore: null,
      isCompleted: false,
      status: statusBeside(false, game, at),
    })),
  );
  await gradeStoredWeek(week);
  return { message: `Week ${week} scores and picks reset`, gamesReset: games.length };
};
