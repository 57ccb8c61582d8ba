import type { GameRecord } from './game';

export type LockReason = 'completed' | 'started' | 'disabled';

export const pickLockMessages: Record<LockReason, string> = {
  completed: 'Game no longer accepting picks',
  started: 'Game has started - picks are locked',
  disabled: 'Picks are currently disabled by admin',
};

export const mnfLockMessages: Record<LockReason, string> = {
  completed: 'Game completed - predictions locked',
  started: 'Game started - predictions locked',
  disabled: 'Picks disabled by admin',
};

/** Why a game takes no more picks, or null while it does: completed, kicked off, or picks disabled. */
export const gameLockReason = (
  game: Pick<GameRecord, 'isCompleted' | 'startTime'>,
  now: Date,
  picksEnabled: boolean,
): LockReason | null => {
  if (game.isCompleted) return 'completed';
  if (Date.parse(game.startTime) <= now.getTime()) return 'started';
  if (!picksEnabled) return 'disabled';
  return null;
};

/** True once the game has kicked off by the server's lock verdict: others' picks may show, and the pool's split. */
export const hasKickedOff = (game: { lockReason: LockReason | null }): boolean =>
  game.lockReason === 'started' || game.lockReason === 'completed';

/** Settings are text: only the exact value 'true' enables picks. */
export const isSettingOn = (value: string | null | undefined): boolean => value === 'true';
