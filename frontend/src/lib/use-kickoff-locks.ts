import type { Game } from '@shared/game';
import { useEffect, useReducer } from 'react';
import { lockedAt, nextKickoff } from '@/lib/kickoff-locks';
import { serverNow } from '@/lib/server-clock';

const MINUTE_MS = 60_000;

/**
 * The games with each locked at its kickoff by the server's clock, without a reload: while a kickoff
 * is to come, one timer re-renders the page at each minute of that clock (the lock countdowns) and at
 * the kickoff itself.
 */
export const useKickoffLocks = (games: readonly Game[]): Game[] => {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const now = serverNow();
  const next = nextKickoff(games, now);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(rerender, Math.min(next - now, MINUTE_MS - (now % MINUTE_MS)));
    return () => window.clearTimeout(timer);
  }, [next, now]);

  return lockedAt(games, now);
};
