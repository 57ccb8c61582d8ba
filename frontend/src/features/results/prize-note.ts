import { ordinal } from '@shared/ordinal';
import type { BoardPrize } from '@shared/schemas/leaderboard';

interface PrizeEntry {
  userId: string;
  rank: number;
  prize: BoardPrize | null;
}

/** A row's line about the prize, and whether the row takes it (or a share of it). */
export interface PrizeNote {
  text: string;
  wins: boolean;
}

/**
 * What a row's prize says that its rank does not: the week's prize shared, or the place the user
 * id (the standings' last key) gave a player level on everything with a prize winner, on the
 * winner's row and on the rows it put below. The ledger pays the same.
 */
export const prizeNote = (entry: PrizeEntry, entries: readonly PrizeEntry[]): PrizeNote | null => {
  const { prize } = entry;
  if (prize && prize.shares > 1)
    return { text: `Shares the week's prize (${prize.shares} ways)`, wins: true };
  if (prize)
    return prize.byUserId ? { text: `${ordinal(prize.place)} on user id (full tie)`, wins: true } : null;
  const level = entries.filter((other) => other.rank === entry.rank);
  if (!level.some((other) => other.prize?.byUserId)) return null;
  return { text: `${ordinal(entry.rank + level.indexOf(entry))} on user id (full tie)`, wins: false };
};
