import type { Game, GameRecord } from '../../shared/game';
import { pickLine } from '../../shared/line-freeze';
import { gameLockReason, hasKickedOff, pickLockMessages } from '../../shared/pick-lock';
import { othersPicksShown } from '../../shared/pick-visibility';
import { buildPicksGrid, type GridRow } from '../../shared/picks-grid';
import type { BatchPicksResult, PickFailure, PickInput, WeeklyPick } from '../../shared/schemas/picks';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { readGamesOfWeek } from '../lib/data/games-repository';
import { type PickRecord, putPlayerPicks, readPlayerWeek } from '../lib/data/picks-repository';
import { playerRemoved } from '../lib/domain-errors';
import { gamesOfWeek, presentGames, teamsById } from '../lib/games';
import type { SharedBody } from '../lib/http/shared-body';
import { readPoolSettings } from '../lib/pool-settings';
import { publicUsers, type Viewer } from '../lib/public-user';
import {
  pickSplitsText,
  presentPick,
  readPlayerWeekView,
  readWeekView,
  visiblePicksOfPlayer,
  visiblePicksText,
} from './week-view';

const weeksOf = (inputs: readonly PickInput[]) => [...new Set(inputs.map((input) => input.week))];

/**
 * What a save reads: the settings, the teams, and for each week its games and the player's sheet.
 * The games are as last written (their version is read consistently), so the deadline is the
 * kickoff as last moved by a sync or an admin. While this process holds the games, settings and
 * teams, this is one BatchGetItem (the sheet and three versions), and the batch route starts it
 * with the session check so that both are the same one.
 */
export const readForSave = async (userId: string, inputs: readonly PickInput[]) => {
  const [settings, teams, weeks] = await Promise.all([
    readPoolSettings(),
    teamsById(),
    Promise.all(
      weeksOf(inputs).map(async (week) => {
        const [games, sheet] = await Promise.all([readGamesOfWeek(week), readPlayerWeek(week, userId)]);
        return { week, games, picks: sheet.picks };
      }),
    ),
  ]);
  return { settings, teams, weeks };
};

export type SaveReads = Awaited<ReturnType<typeof readForSave>>;

/**
 * Saves each pick that the rules allow and reports the rest: a game of another week, a team not in
 * the game, a game that is completed or has started, or picks disabled. Nothing refused is stored.
 * The picks of a week are one UpdateItem, then the week's version. `prefetched` is readForSave of
 * the same picks for the same player, started with the session check.
 */
export const savePicks = async (
  player: User,
  inputs: PickInput[],
  prefetched?: Promise<SaveReads>,
): Promise<BatchPicksResult> => {
  const { settings, teams, weeks: read } = (await prefetched) ?? (await readForSave(player.id, inputs));
  const at = now();
  const gamesByWeek = new Map(read.map(({ week, games }) => [week, games]));
  const storedPicks = new Map(read.flatMap(({ picks }) => picks.map((pick) => [pick.gameId, pick])));
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
  const stored = new Set<PickRecord>();
  const writes = await Promise.all(
    read.map(async ({ week, picks }) => {
      const toWrite = checked.flatMap(({ pick }) => (pick?.week === week ? [pick] : []));
      if (!toWrite.length) return { retired: false };
      const written = await putPlayerPicks(week, player.id, toWrite, picks, at);
      for (const [i, pick] of toWrite.entries()) if (written.saved[i]) stored.add(pick);
      return written;
    }),
  );
  if (writes.some(({ retired }) => retired)) throw playerRemoved();
  const saved: WeeklyPick[] = [];
  const failed: PickFailure[] = [];
  for (const { input, game, refused, pick } of checked) {
    if (pick && game && stored.has(pick)) saved.push(presentPick(pick, game, teams, settings.pushRule));
    else failed.push({ gameId: input.gameId, message: refused ?? pickLockMessages.started });
  }
  return { saved, failed, savedCount: saved.length, totalCount: inputs.length };
};

/** Every pick of the week the viewer may see (the week's view: one batched version read while warm). */
export const visiblePicksOfWeek = async (viewer: Viewer, week: number): Promise<WeeklyPick[]> => {
  const { view, settings } = await readWeekView(week);
  return [...view.players.keys()].flatMap((userId) => visiblePicksOfPlayer(viewer, view, settings, userId));
};

/** GET /api/picks/weekly/{week}: the same picks as JSON, shared by every viewer who sees the same. */
export const visiblePicksOfWeekText = async (viewer: Viewer, week: number): Promise<SharedBody | string> => {
  const { view, settings } = await readWeekView(week);
  return visiblePicksText(viewer, view, settings);
};

/** One player's picks of a week, each with its game, as far as the viewer may see them. */
export const visiblePlayerPicks = async (
  viewer: Viewer,
  week: number,
  userId: string,
): Promise<WeeklyPick[]> => {
  const [{ view, settings }, teams] = await Promise.all([readPlayerWeekView(week, userId), teamsById()]);
  const presented = new Map(
    presentGames(view.games, teams, now(), settings.picksEnabled).map((game) => [game.id, game]),
  );
  return visiblePicksOfPlayer(viewer, view, settings, userId).map((pick) => ({
    ...pick,
    game: presented.get(pick.gameId),
  }));
};

/**
 * The Weekly Picks grid as /results builds it for the viewer, from the very reads its screen makes
 * (the week's games, the visible picks, the players, whether results show): no grid before any pick shows.
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
    showAllResults: othersPicksShown(settings.showAllResults, games.map(hasKickedOff)),
  });
  return { games, rows };
};

/** Picks of several players keyed by user id (the week's view, cut to these players). */
export const visiblePicksByUser = async (
  viewer: Viewer,
  week: number,
  userIds: string[],
): Promise<Record<string, WeeklyPick[]>> => {
  const { view, settings } = await readWeekView(week);
  return Object.fromEntries(
    userIds.map((userId) => [userId, visiblePicksOfPlayer(viewer, view, settings, userId)]),
  );
};

/** GET /api/picks/splits/{week}: the pool's split on each started game, as JSON. */
export const pickSplits = async (viewer: Viewer, week: number): Promise<string> => {
  const { view, settings } = await readWeekView(week);
  return pickSplitsText(viewer, view, settings);
};
