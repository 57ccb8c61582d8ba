import { FIRST_WEEK, type GameRecord, LAST_WEEK } from '../../shared/game';
import { pickLine } from '../../shared/line-freeze';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import type {
  MnfOverrideInput,
  OverridePicksInput,
  OverridePicksResult,
} from '../../shared/schemas/admin-people';
import type { MnfPrediction } from '../../shared/schemas/picks';
import type { SurvivorPick, SurvivorPickInput } from '../../shared/schemas/survivor';
import {
  entryWithCorrectedPick,
  gameOfTeam,
  type SurvivorPickRecord,
  survivorOverrideRefusal,
} from '../../shared/survivor';
import type { User } from '../../shared/user';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { listGamesOfWeek, readGamesOfWeek } from '../lib/data/games-repository';
import { overwritePicks, overwritePrediction, readPlayerWeek } from '../lib/data/picks-repository';
import {
  getEntry,
  keepPickInStepWithWeek,
  readPoolVersion,
  writeCorrectedPick,
} from '../lib/data/survivor-repository';
import { getUser } from '../lib/data/users-repository';
import { conflict, DomainError, invalid, notFound } from '../lib/domain-errors';
import { teamSummary, teamsById } from '../lib/games';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { presentPick } from '../services/survivor-pick-service';

const playerOrNotFound = async (userId: string): Promise<User> => {
  const user = await getUser(userId);
  if (!user) throw notFound('No such user');
  return user;
};

/**
 * Sets the picks the admin named, of one player and week, before or after kickoff (that is the point
 * of an override). Every pick must be a team of a game of that week, else nothing is stored. A pick
 * equal to the stored one is no change and is not written; no other game of the sheet is touched.
 * Once a game of the week is final, a changed week is graded at once (standings and survivor pools).
 */
export const overridePicks = async (
  session: LoadedSession,
  input: OverridePicksInput,
): Promise<OverridePicksResult> => {
  const [player, games, sheet, teams] = await Promise.all([
    playerOrNotFound(input.userId),
    listGamesOfWeek(input.week, { consistent: true }),
    readPlayerWeek(input.week, input.userId),
    teamsById(),
  ]);
  const gamesById = new Map(games.map((game) => [game.id, game]));
  const checked = input.picks.map((pick) => {
    const game = gamesById.get(pick.gameId);
    if (!game) throw invalid(`Game ${pick.gameId} is not a game of week ${input.week}`);
    if (pick.pickedTeamId !== game.homeTeamId && pick.pickedTeamId !== game.awayTeamId)
      throw invalid(`That team is not playing in game ${pick.gameId}`);
    return { pick, game };
  });
  const storedPicks = new Map(sheet.picks.map((stored) => [stored.gameId, stored]));
  const changed = checked.filter(
    ({ pick, game }) => storedPicks.get(game.id)?.pickedTeamId !== pick.pickedTeamId,
  );
  const at = now().toISOString();
  if (changed.length) {
    await overwritePicks(
      changed.map(({ pick, game }) => ({
        userId: player.id,
        gameId: game.id,
        week: input.week,
        pickedTeamId: pick.pickedTeamId,
        isCorrect: null,
        lockAt: game.startTime,
        line: pickLine(storedPicks.get(game.id), pick.pickedTeamId, game.spread),
        updatedAt: at,
      })),
    );
    // Once a game of the week is final the week has standings: both boards then count the new picks.
    if (games.some((game) => game.isCompleted)) await gradeStoredWeek(input.week);
  }

  const abbreviation = (teamId: number) => teamSummary(teams, teamId).abbreviation;
  const matchup = (game: GameRecord) => `${abbreviation(game.awayTeamId)} @ ${abbreviation(game.homeTeamId)}`;
  const changes = changed.map(({ pick, game }) => {
    const before = storedPicks.get(game.id)?.pickedTeamId;
    return {
      game: matchup(game),
      before: before === undefined ? null : abbreviation(before),
      after: abbreviation(pick.pickedTeamId),
    };
  });
  await recordAudit(session, {
    action: 'picks.override',
    subject: player,
    summary: `Week ${input.week}: ${
      changes.length
        ? changes.map((c) => `${c.game} → ${c.after}${c.before ? ` (was ${c.before})` : ''}`).join('; ')
        : 'no pick changed'
    }`,
    before: Object.fromEntries(changes.map((c) => [c.game, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.game, c.after])),
  });
  return { savedCount: changed.length };
};

/** A player's Monday-night total of a week as stored, or null. */
export const adminPrediction = async (userId: string, week: number): Promise<MnfPrediction | null> => {
  const { prediction } = await readPlayerWeek(week, userId);
  return prediction ? { gameId: prediction.gameId, week, predictedTotal: prediction.predictedTotal } : null;
};

/** Sets (or clears, with null) a player's Monday-night total, whatever the kickoff; regrades a final game. */
export const overridePrediction = async (
  session: LoadedSession,
  input: MnfOverrideInput,
): Promise<MnfPrediction> => {
  const [player, games, sheet] = await Promise.all([
    playerOrNotFound(input.userId),
    listGamesOfWeek(input.week, { consistent: true }),
    readPlayerWeek(input.week, input.userId),
  ]);
  const game = mnfTiebreakerGame(games);
  if (!game) throw invalid('No Monday Night Football game found for this week');
  if (game.id !== input.gameId) throw invalid("That game is not this week's Monday night tiebreaker");
  await overwritePrediction({
    userId: player.id,
    gameId: game.id,
    week: input.week,
    predictedTotal: input.predictedTotal,
    lockAt: game.startTime,
    updatedAt: now().toISOString(),
  });
  if (game.isCompleted) await gradeStoredWeek(input.week);
  const before = sheet.prediction?.predictedTotal ?? null;
  await recordAudit(session, {
    action: 'mnf.override',
    subject: player,
    summary: `Week ${input.week} MNF total: ${input.predictedTotal ?? 'none'}${before !== input.predictedTotal ? ` (was ${before ?? 'none'})` : ''}`,
    before: { predictedTotal: before },
    after: { predictedTotal: input.predictedTotal },
  });
  return { gameId: game.id, week: input.week, predictedTotal: input.predictedTotal };
};

const seasonGames = async (): Promise<Map<number, readonly GameRecord[]>> =>
  new Map(
    await Promise.all(
      Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, async (_, i) => {
        const week = FIRST_WEEK + i;
        return [week, await readGamesOfWeek(week)] as const;
      }),
    ),
  );

/** A stamp later than the pick replaced, so a write held by `updatedAt` tells them apart even on a frozen pool clock. */
const stampAfter = (at: Date, replaced: string | undefined): string =>
  new Date(Math.max(at.getTime(), replaced ? Date.parse(replaced) + 1 : 0)).toISOString();

const standing = (entry: { isEliminated: boolean; eliminatedInWeek: number | null }) =>
  entry.isEliminated ? `out in Week ${entry.eliminatedInWeek}` : 'alive';

/**
 * Corrects an entry's survivor pick as the admin says: past kickoff, in a finalized week (the pick
 * stays finalized) and on an eliminated entry too; still one team per week, each team once. The
 * entry is graded again from all its picks in the same write, so it is revived when the corrected
 * pick survived and put out when it lost. A player's pick landing first answers 409.
 */
export const overrideSurvivorPick = async (
  session: LoadedSession,
  input: SurvivorPickInput,
): Promise<SurvivorPick> => {
  const entry = await getEntry(input.entryId);
  if (!entry || entry.kind === 'week6') throw notFound('No such survivor entry');
  const [games, season, version, teams] = await Promise.all([
    listGamesOfWeek(input.week, { consistent: true }),
    seasonGames(),
    readPoolVersion(entry.poolId),
    teamsById(),
  ]);
  const refusal = survivorOverrideRefusal({
    entry,
    kind: entry.kind,
    week: input.week,
    teamId: input.pickedTeamId,
    games,
  });
  if (refusal) throw new DomainError(refusal.kind, refusal.message);
  const before = entry.picks[input.week];
  const pick: SurvivorPickRecord = {
    teamId: input.pickedTeamId,
    team: teamSummary(teams, input.pickedTeamId),
    lockAt: gameOfTeam(games, input.pickedTeamId)?.startTime ?? now().toISOString(),
    isCorrect: null,
    isFinalized: version.finalizedWeeks.includes(input.week),
    updatedAt: stampAfter(now(), before?.updatedAt),
  };
  season.set(input.week, games);
  const corrected = entryWithCorrectedPick(entry, input.week, pick, season);
  if (!(await writeCorrectedPick(entry, input.week, pick))) {
    throw conflict('This entry changed while saving (a new pick). Reload and try again.');
  }
  const saved = corrected.picks[input.week] as SurvivorPickRecord;
  const isFinalized = await keepPickInStepWithWeek(entry.id, input.week, saved);
  const abbreviation = saved.team.abbreviation;
  await recordAudit(session, {
    action: 'survivor.override',
    subject: { id: entry.userId, name: entry.displayName },
    summary: `Survivor Week ${input.week}: ${abbreviation}${before ? ` (was ${before.team.abbreviation})` : ''}; entry ${standing(corrected)}${standing(entry) !== standing(corrected) ? ` (was ${standing(entry)})` : ''}`,
    before: {
      teamId: before?.teamId ?? null,
      team: before?.team.abbreviation ?? null,
      isEliminated: entry.isEliminated,
      eliminatedInWeek: entry.eliminatedInWeek,
    },
    after: {
      teamId: saved.teamId,
      team: abbreviation,
      isCorrect: saved.isCorrect,
      isEliminated: corrected.isEliminated,
      eliminatedInWeek: corrected.eliminatedInWeek,
    },
  });
  return presentPick(entry.id, input.week, { ...saved, isFinalized });
};
