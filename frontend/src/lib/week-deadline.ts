import type { Game } from '@shared/game';
import { hasKickedOff } from '@shared/pick-lock';
import { formatKickoff, formatLockTime } from '@/lib/format-kickoff';

type DeadlineGame = Pick<Game, 'id' | 'startTime' | 'lockReason'>;

export interface WeekDeadline {
  title: string;
  detail: string;
  /** True while some game still takes picks. */
  picksOpen: boolean;
}

const gamesText = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/**
 * What the week's picks wait for, as of `nowMs` (games by kickoff, locked as the server would judge
 * them then): before the first kickoff, the deadline; once a game has kicked off, how many are still
 * open and when the next one locks, and whether the player has picked them all; once every game has
 * kicked off, that the week is locked. Never a deadline already past.
 */
export const weekDeadline = (
  games: readonly DeadlineGame[],
  pickedGameIds: ReadonlySet<string> | undefined,
  nowMs: number,
  formatLock: (isoTime: string, nowMs: number) => string = formatLockTime,
  formatDeadline: (isoTime: string) => string = formatKickoff,
): WeekDeadline => {
  const first = games[0];
  if (!first) return { title: 'Pick deadline TBD', detail: 'Each game locks at kickoff', picksOpen: true };
  const open = games.filter((game) => game.lockReason === null);
  const toPick = pickedGameIds && open.filter((game) => !pickedGameIds.has(game.id)).length;
  const pickLine =
    toPick === undefined
      ? 'Each game locks at kickoff'
      : toPick === 0
        ? 'Every pick is in · each game locks at kickoff'
        : `${gamesText(toPick)} still to pick · each game locks at kickoff`;
  if (!games.some(hasKickedOff)) {
    return { title: `Picks due: ${formatDeadline(first.startTime)}`, detail: pickLine, picksOpen: true };
  }
  const next = open.reduce<DeadlineGame | undefined>(
    (soonest, game) => (soonest && soonest.startTime <= game.startTime ? soonest : game),
    undefined,
  );
  if (!next) {
    return {
      title: 'Every game has kicked off',
      detail: 'Picks are locked; results come in as games go final.',
      picksOpen: false,
    };
  }
  return {
    title: `${gamesText(open.length)} still open · next lock ${formatLock(next.startTime, nowMs)}`,
    detail: pickLine,
    picksOpen: true,
  };
};
