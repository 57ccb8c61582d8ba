import type { GameRecord, PickSplit } from '../../shared/game';
import { othersPicksShown } from '../../shared/pick-visibility';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { isPickCorrect, type PushRule, pickOutcome } from '../../shared/scoring';
import { now } from '../lib/clock';
import { readGamesOfWeek } from '../lib/data/games-repository';
import { type PickRecord, readPlayerWeek, readWeek } from '../lib/data/picks-repository';
import { readTeams } from '../lib/data/teams-repository';
import { hasStarted, type TeamsById, teamSummary, teamsById } from '../lib/games';
import { SharedBody } from '../lib/http/shared-body';
import { type PoolSettings, readPoolSettings } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';
import { viewCache } from '../lib/view-cache';

/*
 * A week's picks as every viewer's screens show them, built once per version of the week and of the
 * teams and per push rule (the pool's 1,000 players make 16,000 picks), then cut per viewer: the picks of games that
 * have started are the same for everyone, and only the viewer's own picks of games still open are
 * added on top. The started games are part of each shared view's key, so a game that kicks off
 * starts a new view and nothing shows before its kickoff.
 */

/** A pick with its grade, from its game's current score (grades are not stored). */
export const presentPick = (
  pick: PickRecord,
  game: GameRecord | undefined,
  teams: TeamsById,
  pushRule: PushRule,
): WeeklyPick => {
  const outcome = game ? pickOutcome(game, pick.pickedTeamId) : 'pending';
  return {
    pickId: `${pick.userId}:${pick.gameId}`,
    gameId: pick.gameId,
    pickedTeamId: pick.pickedTeamId,
    week: pick.week,
    userId: pick.userId,
    isCorrect: isPickCorrect(outcome, pushRule),
    outcome,
    confidence: null,
    pickedTeam: teamSummary(teams, pick.pickedTeamId),
    line: pick.line ?? null,
  };
};

/** One player's picks of the week, in the order of their sheet, and each as JSON. */
interface PlayerPicks {
  picks: WeeklyPick[];
  texts: string[];
}

interface WeekView {
  key: string;
  games: readonly GameRecord[];
  /** By player, in the order the week was read. */
  players: ReadonlyMap<string, PlayerPicks>;
  /** Every pick as JSON: what an admin sees. */
  all: SharedBody;
}

const buildView = (
  key: string,
  games: readonly GameRecord[],
  picks: readonly PickRecord[],
  teams: TeamsById,
  pushRule: PushRule,
) => {
  const gameById = new Map(games.map((game) => [game.id, game]));
  const players = new Map<string, PlayerPicks>();
  for (const pick of picks) {
    let player = players.get(pick.userId);
    if (!player) {
      player = { picks: [], texts: [] };
      players.set(pick.userId, player);
    }
    const presented = presentPick(pick, gameById.get(pick.gameId), teams, pushRule);
    player.picks.push(presented);
    player.texts.push(JSON.stringify(presented));
  }
  const all = new SharedBody(`[${[...players.values()].flatMap((player) => player.texts).join(',')}]`);
  return { key, games, players, all };
};

const views = viewCache<WeekView>(8);

/** The week's view, and the settings it is shown under: one batched version read when all is warm. */
export const readWeekView = async (week: number): Promise<{ view: WeekView; settings: PoolSettings }> => {
  const [read, teams, byId, settings] = await Promise.all([
    readWeek(week),
    readTeams(),
    teamsById(),
    readPoolSettings(),
  ]);
  const key = `${week}:${read.version}:${teams.version}:${settings.pushRule}`;
  return {
    view: views(key, () => buildView(key, read.games, read.picks, byId, settings.pushRule)),
    settings,
  };
};

/**
 * One player's week as a view of its own: their sheet (one consistent read) and the week's games,
 * batched with the version reads of the tick. A save moves the week's version, so reading every
 * sheet for one player's picks would reload the whole week after each save.
 */
export const readPlayerWeekView = async (
  week: number,
  userId: string,
): Promise<{ view: WeekView; settings: PoolSettings }> => {
  const [games, sheet, byId, settings] = await Promise.all([
    readGamesOfWeek(week),
    readPlayerWeek(week, userId),
    teamsById(),
    readPoolSettings(),
  ]);
  return { view: buildView(`${week}:${userId}`, games, sheet.picks, byId, settings.pushRule), settings };
};

/** Whether others' picks show to players at `at`: show_all_results on, or every game kicked off. */
export const othersShownAt = (games: readonly GameRecord[], settings: PoolSettings, at: Date): boolean =>
  othersPicksShown(
    settings.showAllResults,
    games.map((game) => hasStarted(game, at)),
  );

/** Which games of the week have started at `at`: one letter a game, the key of what others may see. */
const startedKey = (games: readonly GameRecord[], at: Date) =>
  games.map((game) => (hasStarted(game, at) ? '1' : '0')).join('');

/** Per player, the JSON of their picks of started games (empty when none): the same for every player. */
interface StartedPicks {
  chunks: Map<string, string>;
  body: SharedBody;
}

const startedViews = viewCache<StartedPicks>(16);

const startedPicksOf = (view: WeekView, at: Date): StartedPicks => {
  const started = startedKey(view.games, at);
  return startedViews(`${view.key}:${started}`, () => {
    const startedIds = new Set(view.games.filter((_, i) => started[i] === '1').map((game) => game.id));
    const chunks = new Map<string, string>();
    for (const [userId, player] of view.players) {
      chunks.set(
        userId,
        player.texts.filter((_, i) => startedIds.has(player.picks[i]?.gameId ?? '')).join(','),
      );
    }
    return { chunks, body: new SharedBody(joinChunks(chunks.values())) };
  });
};

const joinChunks = (chunks: Iterable<string>) => `[${[...chunks].filter((chunk) => chunk).join(',')}]`;

/**
 * Every pick of the week the viewer may see, as JSON: their own always, admins all, others' only
 * once the game has started and while results show: show_all_results on, or picks closed
 * (shared/pick-visibility.ts).
 */
export const visiblePicksText = (
  viewer: Viewer,
  view: WeekView,
  settings: PoolSettings,
): SharedBody | string => {
  if (viewer.isAdmin) return view.all;
  const own = view.players.get(viewer.id);
  const ownText = own?.texts.join(',') ?? '';
  const at = now();
  if (!othersShownAt(view.games, settings, at)) return joinChunks([ownText]);
  const started = startedPicksOf(view, at);
  if ((started.chunks.get(viewer.id) ?? '') === ownText) return started.body;
  return joinChunks([...started.chunks].map(([userId, chunk]) => (userId === viewer.id ? ownText : chunk)));
};

/** The player's picks of the week as the viewer may see them. */
export const visiblePicksOfPlayer = (
  viewer: Viewer,
  view: WeekView,
  settings: PoolSettings,
  userId: string,
): WeeklyPick[] => {
  const picks = view.players.get(userId)?.picks ?? [];
  if (viewer.isAdmin || viewer.id === userId) return picks;
  const at = now();
  if (!othersShownAt(view.games, settings, at)) return [];
  const started = new Set(view.games.filter((game) => hasStarted(game, at)).map((game) => game.id));
  return picks.filter((pick) => started.has(pick.gameId));
};

const splitViews = viewCache<string>(16);

/**
 * The pool's split on every game that has started, as JSON; nothing about games still open, and
 * nothing for players while results are hidden (the split would give the picks away).
 */
export const pickSplitsText = (viewer: Viewer, view: WeekView, settings: PoolSettings): string => {
  const at = now();
  if (!viewer.isAdmin && !othersShownAt(view.games, settings, at)) return '[]';
  const started = startedKey(view.games, at);
  return splitViews(`${view.key}:${started}`, () => {
    const homeTeams = new Map(view.games.map((game) => [game.id, game.homeTeamId]));
    const counts = new Map<string, { home: number; away: number }>();
    for (const player of view.players.values()) {
      for (const pick of player.picks) {
        const count = counts.get(pick.gameId) ?? { home: 0, away: 0 };
        if (pick.pickedTeamId === homeTeams.get(pick.gameId)) count.home += 1;
        else count.away += 1;
        counts.set(pick.gameId, count);
      }
    }
    const splits: PickSplit[] = view.games
      .filter((_, i) => started[i] === '1')
      .map((game) => {
        const { home: homeCount, away: awayCount } = counts.get(game.id) ?? { home: 0, away: 0 };
        const total = homeCount + awayCount;
        const percent = (count: number) => (total ? Math.round((100 * count) / total) : 0);
        return {
          gameId: game.id,
          homeCount,
          awayCount,
          homePercent: percent(homeCount),
          awayPercent: percent(awayCount),
        };
      });
    return JSON.stringify(splits);
  });
};
