import { Logger } from '@aws-lambda-powertools/logger';
import { displayName } from '../../shared/display-name';
import { easternMomentText } from '../../shared/eastern-time';
import type { GameRecord } from '../../shared/game';
import { isLineFrozen, lineFreezesAt } from '../../shared/line-freeze';
import { mnfTiebreakerGame, tiebreakerMoveRefusal } from '../../shared/mnf-game';
import { nextKickoff } from '../../shared/reminders';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { deleteGame, getGame, listGamesOfWeek, putGame, putGames } from '../lib/data/games-repository';
import { clearPredictionsOfGame, type PredictionRecord } from '../lib/data/picks-repository';
import { getUsersConsistently } from '../lib/data/users-repository';
import { conflict, locked, notFound } from '../lib/domain-errors';
import { teamSummary, teamsById } from '../lib/games';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { readPoolSettings } from '../lib/pool-settings';
import { missingPicksOfWeek } from '../services/missing-picks-service';
import { missingPicksRow, sendReminder, wantsReminders } from '../services/reminder-sender';

const logger = new Logger({ serviceName: 'pool-admin' });

const gameOrNotFound = async (id: string): Promise<GameRecord> => {
  const game = await getGame(id);
  if (!game) throw notFound('Game not found');
  return game;
};

/**
 * A line changes only before kickoff, so nobody's pick is graded against a line they never saw, and
 * only until it freezes by the pool's rule (at a fixed time of the week, which may be earlier).
 */
export const updateSpread = async (id: string, spread: number | null): Promise<GameRecord> => {
  const game = await gameOrNotFound(id);
  const at = now();
  if (game.isCompleted || Date.parse(game.startTime) <= at.getTime()) {
    throw locked('The spread cannot change after kickoff');
  }
  const [week, settings, teams] = await Promise.all([
    listGamesOfWeek(game.week),
    readPoolSettings(),
    teamsById(),
  ]);
  if (isLineFrozen(game, week, settings.lineFreeze, at)) {
    const matchup = `${teamSummary(teams, game.awayTeamId).abbreviation} at ${teamSummary(teams, game.homeTeamId).abbreviation}`;
    const frozeAt = easternMomentText(lineFreezesAt(game, week, settings.lineFreeze));
    throw conflict(`The line of ${matchup} froze at ${frozeAt}`);
  }
  const updated = { ...game, spread: spread === null ? null : String(spread === 0 ? 0 : spread) };
  await putGame(updated);
  return updated;
};

/** Deletes the game and re-grades its week without it; players' picks of it stay stored. */
export const removeGame = async (id: string) => {
  const game = await gameOrNotFound(id);
  await deleteGame(game);
  await gradeStoredWeek(game.week);
  return { message: 'Game deleted', id };
};

/** Users read at once by id (BatchGetItem takes at most 100 keys). */
const USERS_PER_READ = 100;

/**
 * Mails each player whose total was cleared and who asked for reminders, while the new tiebreaker
 * still takes predictions: what they still have to pick, and first why. A mail that fails is logged,
 * never undoes the move.
 */
const remindOfClearedTotals = async (
  week: number,
  cleared: readonly PredictionRecord[],
  notice: (prediction: PredictionRecord) => string,
) => {
  const at = now();
  const ids = cleared.map((prediction) => prediction.userId);
  const [users, settings] = await Promise.all([
    Promise.all(
      Array.from({ length: Math.ceil(ids.length / USERS_PER_READ) }, (_, i) =>
        getUsersConsistently(ids.slice(i * USERS_PER_READ, (i + 1) * USERS_PER_READ)),
      ),
    ),
    readPoolSettings(),
  ]);
  const missing = await missingPicksOfWeek(users.flat(), week, at, settings.picksEnabled);
  const kickoff = nextKickoff(missing.games, at);
  const byUser = new Map(cleared.map((prediction) => [prediction.userId, prediction]));
  await Promise.all(
    missing.players.map(async (player) => {
      const { user } = player;
      const prediction = byUser.get(user.id);
      if (!kickoff || !prediction || !player.missing.mnfGame || !wantsReminders(user)) return;
      const row = missingPicksRow(player, missing.matchup, displayName(user));
      try {
        await sendReminder(user, row, week, kickoff, at, notice(prediction));
      } catch (error) {
        logger.error('cleared-total reminder not sent', { userId: user.id, week, error: error as Error });
      }
    }),
  );
};

/**
 * Flags one game as the week's Monday-night tiebreaker (and no other), or clears the flag. When that
 * moves the tiebreaker to another game, the totals predicted for the old game are cleared (a total
 * breaks ties only on the game it was predicted for), the players who had one are told on their picks
 * page and, with reminders on, by mail, and the audit line names the move and the cleared totals. A
 * move is refused (409) once the old game has been played or the new one has kicked off.
 */
export const setMnfTiebreaker = async (
  session: LoadedSession,
  id: string,
  isMnfTiebreaker: boolean,
): Promise<GameRecord> => {
  const game = await gameOrNotFound(id);
  const [week, teams] = await Promise.all([listGamesOfWeek(game.week, { consistent: true }), teamsById()]);
  const flagged = week.map((candidate) => ({
    ...candidate,
    isMnfTiebreaker:
      candidate.id === id ? isMnfTiebreaker : isMnfTiebreaker ? false : candidate.isMnfTiebreaker,
  }));
  const changed = flagged.filter((candidate, i) => candidate.isMnfTiebreaker !== week[i]?.isMnfTiebreaker);
  const matchup = (of: GameRecord) =>
    `${teamSummary(teams, of.awayTeamId).abbreviation} @ ${teamSummary(teams, of.homeTeamId).abbreviation}`;
  const named = (of: GameRecord | null) => of && { ...of, matchup: matchup(of) };
  const from = named(mnfTiebreakerGame(week));
  const to = named(mnfTiebreakerGame(flagged));
  const at = now();
  const refusal = tiebreakerMoveRefusal(from, to, at);
  if (refusal) throw conflict(refusal);

  await putGames(changed);
  const moved = from !== null && from.id !== to?.id;
  const cleared = moved
    ? await clearPredictionsOfGame(game.week, from.id, to && { gameId: to.id, lockAt: to.startTime }, at)
    : [];
  await gradeStoredWeek(game.week);

  const label = isMnfTiebreaker ? 'Made the MNF tiebreaker' : 'No longer the MNF tiebreaker';
  const totals = (value: (prediction: PredictionRecord) => number | null) =>
    Object.fromEntries(cleared.map((prediction) => [prediction.userId, value(prediction)]));
  await recordAudit(session, {
    action: 'game.change',
    summary: `${label}: ${matchup(game)} (Week ${game.week})${
      moved
        ? `; tiebreaker ${from.matchup} → ${to?.matchup ?? 'none'}, ${cleared.length} predicted ${cleared.length === 1 ? 'total' : 'totals'} for ${from.matchup} cleared`
        : ''
    }`,
    before: {
      tiebreaker: from?.matchup ?? null,
      predictedTotals: totals((prediction) => prediction.predictedTotal),
    },
    after: { tiebreaker: to?.matchup ?? null, predictedTotals: totals(() => null) },
  });
  if (cleared.length && to) {
    await remindOfClearedTotals(
      game.week,
      cleared,
      (prediction) =>
        `The Monday night tiebreaker moved from ${from?.matchup} to ${to.matchup}, so your total of ${prediction.predictedTotal} was cleared. Enter a total for ${to.matchup}.`,
    );
  }
  return { ...game, isMnfTiebreaker };
};
