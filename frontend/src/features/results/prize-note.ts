import type { BoardPrize } from '@shared/schemas/leaderboard';
import { ordinal } from '@/lib/ordinal';

/**
 * What a row's prize says that its rank does not: the week's prize shared, or a place only the user
 * id (the standings' last key) gave a player level on everything else. The ledger pays the same.
 */
export const prizeNote = (prize: BoardPrize | null): string | null => {
  if (!prize) return null;
  if (prize.shares > 1) return `Shares the week's prize (${prize.shares} ways)`;
  return prize.byUserId ? `${ordinal(prize.place)} on user id (full tie)` : null;
};
