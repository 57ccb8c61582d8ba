import type { GameRecord } from './game';
import { homeSpread, type PushRule } from './scoring';
import { compareStandings, type StandingKeys } from './standings';

/*
 * While a week is played: how many picks each player could still get right, and whether some way
 * the remaining games end lets them finish first in the weekly order (correct picks, then the
 * smaller MNF difference, then the smaller TB average, then user id).
 *
 * A game not kicked off yet counts for every player, picked or not: they may still pick it (or
 * change their pick), so in their best case it goes their way. A game that kicked off counts only
 * for a player who picked it. Exact where the answer may use what every player may see and nobody
 * can still pick, and never "out" for a player who could still win otherwise:
 * - Another player's pick of a game counts only once the board shows it to everyone (the game has
 *   kicked off and results show). Before that only the number of picks is known, so for the
 *   player in question each hidden game goes their way and gives nobody else a point.
 * - While the Monday night game is to be played, its total is unknown, so a tie on correct picks is
 *   open between two players with a Monday night total (either can be closer). A player with a
 *   total beats one without (a difference ranks before none); two without are ordered by their TB
 *   averages to date, which no longer move. Whether a player has a total counts only once totals
 *   show to everyone; before that every such tie is open.
 * - Once the Monday night game is final (or canceled, or the week has none), ties are as the order
 *   says: once every game is final exactly the week's first player can still win.
 */

type OutlookGame = Pick<GameRecord, 'id' | 'homeTeamId' | 'awayTeamId' | 'spread' | 'isCompleted' | 'status'>;

export interface OutlookPlayer extends StandingKeys {
  /** The week's picks of the player (games not in the week are ignored). */
  picks: readonly { gameId: string; pickedTeamId: number }[];
  /** Whether the player gave a Monday night total this week. */
  hasPrediction: boolean;
}

export interface OutlookSight {
  /** The week's tiebreaker game's id, or null when the week has none. */
  mnfGameId: string | null;
  /** Games whose picks every player may see: only there do other players' picks count. */
  shownGameIds: ReadonlySet<string>;
  /** Whether every player may see who gave a Monday night total. */
  predictionsShown: boolean;
  /** Games not kicked off yet: every player may still pick them, so each is a point anyone may take. */
  openGameIds: ReadonlySet<string>;
}

export interface PlayerOutlook {
  /** Correct picks so far plus picks of games still to play and games not kicked off yet. */
  maxCorrect: number;
  canStillWin: boolean;
}

/** A game that may still change the standings: not final, and not canceled (never graded). */
export const stillToPlay = (game: Pick<GameRecord, 'isCompleted' | 'status'>): boolean =>
  !game.isCompleted && game.status !== 'canceled';

/** Whether the week has a game left to play; without one the standings are the week's result. */
export const gamesLeftToPlay = (games: readonly Pick<GameRecord, 'isCompleted' | 'status'>[]): boolean =>
  games.some(stillToPlay);

/** A push is possible only on a whole-number line: scores are whole numbers. */
const canPush = (game: OutlookGame) => Number.isInteger(homeSpread(game));

/**
 * Work allowed to one call's searches (a unit: one player's count moved by one game). Past it, a
 * player not yet answered is given "can still win"; real pools never get near it, as most players
 * pick every game and a game p picked needs no search.
 */
const SEARCH_BUDGET = 1 << 22;

const pickKey = (gameId: string, teamId: number) => `${gameId}\u0000${teamId}`;

/** Each player's outlook by user id. */
export const weekOutlook = (
  games: readonly OutlookGame[],
  players: readonly OutlookPlayer[],
  pushRule: PushRule,
  sight: OutlookSight,
): Map<string, PlayerOutlook> => {
  const remaining = new Map(games.filter(stillToPlay).map((game) => [game.id, game]));
  const mnfGame = games.find((game) => game.id === sight.mnfGameId);
  const tiebreakOpen = mnfGame !== undefined && stillToPlay(mnfGame);

  // Each player's place in the order on everything after correct picks.
  const tiePlace = new Int32Array(players.length);
  players
    .map((player, index) => ({ ...player, correctPicks: 0, index }))
    .sort(compareStandings)
    .forEach(({ index }, place) => {
      tiePlace[index] = place;
    });
  const hasPrediction = players.map((player) => player.hasPrediction);

  /** Whether p finishes ahead of q when both end with as many correct picks, in p's best case. */
  const beatsOnTie = (p: number, q: number): boolean => {
    if (tiebreakOpen) {
      if (!sight.predictionsShown || hasPrediction[p]) return true;
      if (hasPrediction[q]) return false;
    }
    return (tiePlace[p] as number) < (tiePlace[q] as number);
  };

  // Shown picks of games still to play: who picked each side.
  const pickers = new Map<string, number[]>();
  const pending = players.map((player, index) => {
    /** The player's points still to take: a shown pick's side, or null where nobody else's pick counts. */
    const own: { gameId: string; shownTeamId: number | null }[] = [];
    for (const pick of player.picks) {
      if (!remaining.has(pick.gameId)) continue;
      const shown = sight.shownGameIds.has(pick.gameId);
      own.push({ gameId: pick.gameId, shownTeamId: shown ? pick.pickedTeamId : null });
      if (!shown) continue;
      const key = pickKey(pick.gameId, pick.pickedTeamId);
      const side = pickers.get(key);
      if (side) side.push(index);
      else pickers.set(key, [index]);
    }
    // A game not kicked off that the player has not picked: they may still pick its covering side.
    const picked = new Set(own.map((taken) => taken.gameId));
    for (const gameId of sight.openGameIds)
      if (remaining.has(gameId) && !picked.has(gameId)) own.push({ gameId, shownTeamId: null });
    return own;
  });
  const pickersOf = (gameId: string, teamId: number) => pickers.get(pickKey(gameId, teamId)) ?? [];
  let work = 0;

  const canWin = (p: number): boolean => {
    const best = (players[p]?.correctPicks ?? 0) + (pending[p]?.length ?? 0);
    // room[q]: how many more points q may take and still end behind p.
    const room = new Float64Array(players.length);
    players.forEach((other, q) => {
      room[q] = q === p ? Infinity : (beatsOnTie(p, q) ? best : best - 1) - other.correctPicks;
    });
    const pickedByP = new Set<string>();
    for (const pick of pending[p] ?? []) {
      pickedByP.add(pick.gameId);
      // p's side covers: never worse for p than a push or the other side.
      if (pick.shownTeamId !== null)
        for (const q of pickersOf(pick.gameId, pick.shownTeamId)) room[q] = (room[q] as number) - 1;
    }
    if (room.some((left) => left < 0)) return false;

    // Games p did not pick: each gives a point to one side's pickers, unless it can go nobody's way.
    const contested: number[][][] = [];
    for (const game of remaining.values()) {
      if (pickedByP.has(game.id) || !sight.shownGameIds.has(game.id)) continue;
      if (pushRule === 'loss' && canPush(game)) continue;
      const sides = [pickersOf(game.id, game.awayTeamId), pickersOf(game.id, game.homeTeamId)];
      if (sides.some((side) => side.length === 0)) continue;
      contested.push(sides);
    }
    // Only players who could run out of room matter; a side without any lets its game go that way.
    const stake = new Map<number, number>();
    for (const side of contested.flat(2)) stake.set(side, (stake.get(side) ?? 0) + 1);
    const atRisk = (q: number) => (room[q] as number) < (stake.get(q) ?? 0);
    const searched = contested
      .map((sides) => sides.map((side) => side.filter(atRisk)))
      .filter((sides) => sides.every((side) => side.length > 0));

    const settle = (g: number): boolean => {
      if (g === searched.length) return true;
      for (const side of searched[g] as number[][]) {
        work += side.length;
        if (work > SEARCH_BUDGET) return true;
        if (side.some((q) => (room[q] as number) <= 0)) continue;
        for (const q of side) room[q] = (room[q] as number) - 1;
        const settled = settle(g + 1);
        for (const q of side) room[q] = (room[q] as number) + 1;
        if (settled) return true;
      }
      return false;
    };
    return settle(0);
  };

  const leaders = [...players.map((player) => player.correctPicks)].sort((a, b) => b - a);
  return new Map(
    players.map((player, p) => {
      const maxCorrect = player.correctPicks + (pending[p]?.length ?? 0);
      // Cheap refusal first: another player already has more than p can reach.
      const othersBest = leaders[0] === player.correctPicks ? (leaders[1] ?? -1) : (leaders[0] as number);
      const canStillWin = othersBest <= maxCorrect && canWin(p);
      return [player.userId, { maxCorrect, canStillWin }];
    }),
  );
};
