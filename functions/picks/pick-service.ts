import type { Game, GameRecord, PickSplit } from '../../shared/game';
import { pickLine } from '../../shared/line-freeze';
import { gameLockReason, pickLockMessages } from '../../shared/pick-lock';
import { canSeePick } from '../../shared/pick-visibility';
import { buildPicksGrid, type GridRow } from '../../shared/picks-grid';
import type { BatchPicksResult, PickFailure, PickInput, WeeklyPick } from '../../shared/schemas/picks';
import { pickOutcome } from '../../shared/scoring';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { type PickRecord, putPicks, readPlayerWeek, readWeek } from '../lib/data/picks-repository';
import { gamesOfWeek, hasStarted, presentGames, type TeamsById, teamSummary, teamsById } from '../lib/games';
import { readPoolSettings } from '../lib/pool-settings';
import { publicUsers, type Viewer } from '../lib/public-user';

const present = (pick: PickRecord, game: GameRecord | undefined, teams: TeamsById): WeeklyPick => ({
  pickId: `${pick.userId}:${pick.gameId}`,
  gameId: pick.gameId,
  pickedTeamId: pick.pickedTeamId,
  week: pick.week,
  userId: pick.userId,
  isCorrect: pick.isCorrect,
  outcome: game ? pickOutcome(game, pick.pickedTeamId) : 'pending',
  confidence: null,
  pickedTeam: teamSummary(teams, pick.pickedTeamId),
  line: pick.line ?? null,
});

/**
 * Saves each pick that the rules allow and reports the rest: a game of another week, a team not in
 * the game, a game that is completed or has started, or picks disabled. Nothing refused is stored.
 * The games are read consistently, so the deadline is the kickoff as last moved by a sync or an admin.
 */
export const savePicks = async (player: User, inputs: PickInput[]): Promise<BatchPicksResult> => {
  const at = now();
  const settings = await readPoolSettings();
  const weeks = [...new Set(inputs.map((input) => input.week))];
  const read = await Promise.all(
    weeks.map(async (week) => {
      const [games, sheet] = await Promise.all([
        listGamesOfWeek(week, { consistent: true }),
        readPlayerWeek(week, player.id),
      ]);
      return { week, games, picks: sheet.picks };
    }),
  );
  const gamesByWeek = new Map(read.map(({ week, games }) => [week, games]));
  const storedPicks = new Map(read.flatMap(({ picks }) => picks.map((pick) => [pick.gameId, pick])));
  const teams = await teamsById();
  const refusal = (input: PickInput, game: GameRecord | undefined): string | null => {
    if (!game) return `Game ${input.gameId} is not a game of week ${input.week}`;
    if (input.pickedTeamId !== game.homeTeamId && input.pickedTeamId !== game.awayTeamId) {
      return 'That team is not playing in this game';
    }
    const lock = gameLockReason(game, at, settings.picksEnabled);
    return lock ? pickLockMessages[lock] : null;
  };
  const checked = inputs.map((input) => {
    const game = gamesByWeek.get(input.week)?.find((candidate) => candidate.id === input.gameId);
    const refused = refusal(input, game);
    const pick: PickRecord | null =
      game && !refused
        ? {
            userId: player.id,
            gameId: game.id,
            week: game.week,
            pickedTeamId: input.pickedTeamId,
            isCorrect: null,
            lockAt: game.startTime,
            line: pickLine(storedPicks.get(game.id), input.pickedTeamId, game.spread),
            updatedAt: at.toISOString(),
          }
        : null;
    return { input, game, refused, pick };
  });
  const toWrite = checked.flatMap(({ pick }) => (pick ? [pick] : []));
  const written = await putPicks(toWrite, at);
  const stored = new Set(toWrite.filter((_, i) => written[i]));
  const saved: WeeklyPick[] = [];
  const failed: PickFailure[] = [];
  for (const { input, game, refused, pick } of checked) {
    if (pick && game && stored.has(pick)) saved.push(present(pick, game, teams));
    else failed.push({ gameId: input.gameId, message: refused ?? pickLockMessages.started });
  }
  return { saved, failed, savedCount: saved.length, totalCount: inputs.length };
};

const visibleTo = (viewer: Viewer, games: GameRecord[], showAllResults: boolean) => {
  const at = now();
  const started = new Map(games.map((game) => [game.id, hasStarted(game, at)]));
  return (pick: PickRecord) =>
    canSeePick({
      viewerId: viewer.id,
      viewerIsAdmin: viewer.isAdmin,
      ownerId: pick.userId,
      gameStarted: started.get(pick.gameId) ?? false,
      showAllResults,
    });
};

/** Every pick of the week the viewer may see (one Query for the week, one for teams, one for settings). */
export const visiblePicksOfWeek = async (viewer: Viewer, week: number): Promise<WeeklyPick[]> => {
  const [{ games, picks }, teams, settings] = await Promise.all([
    readWeek(week),
    teamsById(),
    readPoolSettings(),
  ]);
  const gameById = new Map(games.map((game) => [game.id, game]));
  return picks
    .filter(visibleTo(viewer, games, settings.showAllResults))
    .map((p) => present(p, gameById.get(p.gameId), teams));
};

/** One player's picks of a week, each with its game, as far as the viewer may see them. */
export const visiblePlayerPicks = async (
  viewer: Viewer,
  week: number,
  userId: string,
): Promise<WeeklyPick[]> => {
  const [{ picks }, games, teams, settings] = await Promise.all([
    readPlayerWeek(week, userId),
    listGamesOfWeek(week),
    teamsById(),
    readPoolSettings(),
  ]);
  const presented = new Map(
    presentGames(games, teams, now(), settings.picksEnabled).map((game) => [game.id, game]),
  );
  return picks.filter(visibleTo(viewer, games, settings.showAllResults)).map((pick) => ({
    ...present(pick, presented.get(pick.gameId), teams),
    game: presented.get(pick.gameId),
  }));
};

/**
 * The Weekly Picks grid as /results builds it for the viewer, from the very reads its screen makes
 * (the week's games, the visible picks, the players, show_all_results): no grid before any pick shows.
 */
export const picksGridOfWeek = async (
  viewer: Viewer,
  week: number,
): Promise<{ games: Game[]; rows: GridRow[] }> => {
  const [games, picks, users, settings] = await Promise.all([
    gamesOfWeek(week),
    visiblePicksOfWeek(viewer, week),
    publicUsers(viewer),
    readPoolSettings(),
  ]);
  if (picks.length === 0) return { games, rows: [] };
  const rows = buildPicksGrid({
    users,
    picks,
    games,
    viewerId: viewer.id,
    viewerIsAdmin: viewer.isAdmin,
    showAllResults: settings.showAllResults,
  });
  return { games, rows };
};

/** Picks of several players keyed by user id (one Query for the whole week). */
export const visiblePicksByUser = async (
  viewer: Viewer,
  week: number,
  userIds: string[],
): Promise<Record<string, WeeklyPick[]>> => {
  const wanted = new Set(userIds);
  const picks = await visiblePicksOfWeek(viewer, week);
  const byUser: Record<string, WeeklyPick[]> = Object.fromEntries(userIds.map((id) => [id, []]));
  for (const pick of picks) if (wanted.has(pick.userId)) byUser[pick.userId]?.push(pick);
  return byUser;
};

/**
 * The pool's split on every game that has started; nothing about games still open, and nothing
 * for players while show_all_results is off (the split would give the picks away).
 */
export const pickSplits = async (viewer: Viewer, week: number): Promise<PickSplit[]> => {
  const [{ games, picks }, settings] = await Promise.all([readWeek(week), readPoolSettings()]);
  if (!settings.showAllResults && !viewer.isAdmin) return [];
  const at = now();
  return games
    .filter((game) => hasStarted(game, at))
    .map((game) => {
      const ofGame = picks.filter((pick) => pick.gameId === game.id);
      const homeCount = ofGame.filter((pick) => pick.pickedTeamId === game.homeTeamId).length;
      const awayCount = ofGame.length - homeCount;
      const percent = (count: number) => (ofGame.length ? Math.round((100 * count) / ofGame.length) : 0);
      return {
        gameId: game.id,
        homeCount,
        awayCount,
        homePercent: percent(homeCount),
        awayPercent: percent(awayCount),
      };
    });
};
