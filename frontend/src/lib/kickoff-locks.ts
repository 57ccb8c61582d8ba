import type { Game } from '@shared/game';
import type { LockReason } from '@shared/pick-lock';

type Lockable = Pick<Game, 'startTime' | 'lockReason'>;

const kickedOff = (game: Lockable, nowMs: number) => Date.parse(game.startTime) <= nowMs;

/** Still to lock at kickoff: no lock yet, or only picks disabled (the server then says 'started'). */
const locksAtKickoff = (game: Lockable) => game.lockReason === null || game.lockReason === 'disabled';

/**
 * The games as the server would judge them at `nowMs` (shared/pick-lock gameLockReason): its verdict
 * when it was given, and 'started' for a game whose kickoff has come since.
 */
export const lockedAt = <G extends Lockable>(games: readonly G[], nowMs: number): G[] =>
  games.map((game) =>
    locksAtKickoff(game) && kickedOff(game, nowMs) ? { ...game, lockReason: 'started' as LockReason } : game,
  );

/** The next kickoff (ms) that will lock a game, or null when none is left. */
export const nextKickoff = (games: readonly Lockable[], nowMs: number): number | null => {
  const upcoming = games
    .filter((game) => locksAtKickoff(game) && !kickedOff(game, nowMs))
    .map((game) => Date.parse(game.startTime));
  return upcoming.length ? Math.min(...upcoming) : null;
};
