import type { Game } from '@shared/game';
import { useEffect, useReducer } from 'react';
import { lockedAt, nextKickoff } from '@/lib/kickoff-locks';
import { serverNow } from '@/lib/server-clock';

/** setTimeout fires at once for longer delays; a far kickoff is simply looked at again later. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The games with each locked at its kickoff by the server's clock, without a reload: one timer to
 * the next kickoff re-renders the page then.
 */
export const useKickoffLocks = (games: readonly Game[]): Game[] => {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  const next = nextKickoff(games, now);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(rerender, Math.min(next - now, MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [next, now]);

  return lockedAt(games, now);
};
