import type { Game } from './game';
import { hasKickedOff } from './pick-lock';
import type { WeeklyPick } from './schemas/picks';
import type { PublicUser } from './schemas/users';

/** What one cell of the players-by-games grid shows. */
export type GridCell =
  | { kind: 'pick'; pick: WeeklyPick }
  /** The game is visible to the viewer and the player made no pick. */
  | { kind: 'none' }
  /** Others' picks stay hidden until kickoff (or while results are hidden). */
  | { kind: 'hidden' };

export interface GridRow {
  user: PublicUser;
  isViewer: boolean;
  correct: number;
  cells: GridCell[];
}

export interface GridInput {
  users: readonly PublicUser[];
  picks: readonly WeeklyPick[];
  games: readonly Game[];
  viewerId: string;
  /** Admins see every pick at once. */
  viewerIsAdmin: boolean;
  /** show_all_results: when off, non-admins see only their own row. */
  showAllResults: boolean;
}

/**
 * Whether a player is in a week's weekly pool: an account of the pool that joined before the week's
 * last kickoff (so it could pick a game of it), or one with a pick of the week (an admin's override).
 */
export const playsWeek = (
  user: PublicUser,
  games: readonly Pick<Game, 'startTime'>[],
  picked: ReadonlySet<string>,
): boolean => {
  if (user.weeklyPoolSince === null) return false;
  const joined = Date.parse(user.weeklyPoolSince);
  return picked.has(user.id) || games.some((game) => Date.parse(game.startTime) > joined);
};

const byName = (a: PublicUser, b: PublicUser) =>
  a.displayName.localeCompare(b.displayName, undefined, { sensitivity: 'base' });

/**
 * One row per player of the week's pool (playsWeek; the viewer first, then by correct picks and
 * name), one cell per game. A missing
 * pick is "none" only where the viewer could have seen it, otherwise "hidden".
 */
export const buildPicksGrid = ({
  users,
  picks,
  games,
  viewerId,
  viewerIsAdmin,
  showAllResults,
}: GridInput): GridRow[] => {
  const pickOf = new Map(picks.map((pick) => [`${pick.userId}:${pick.gameId}`, pick]));
  const othersVisible = viewerIsAdmin || showAllResults;
  const picked = new Set(picks.map((pick) => pick.userId));
  const players = users.filter(
    (user) => playsWeek(user, games, picked) && (othersVisible || user.id === viewerId),
  );

  const rows = players.map((user): GridRow => {
    const isViewer = user.id === viewerId;
    const cells = games.map((game): GridCell => {
      const pick = pickOf.get(`${user.id}:${game.id}`);
      if (pick) return { kind: 'pick', pick };
      return isViewer || viewerIsAdmin || hasKickedOff(game) ? { kind: 'none' } : { kind: 'hidden' };
    });
    const correct = cells.filter((cell) => cell.kind === 'pick' && cell.pick.outcome === 'correct').length;
    return { user, isViewer, correct, cells };
  });

  return rows.sort(
    (a, b) => Number(b.isViewer) - Number(a.isViewer) || b.correct - a.correct || byName(a.user, b.user),
  );
};
