import type {
  Ledger,
  MoneyAmounts,
  MoneyItem,
  MoneyLine,
  MoneyTotals,
  Payment,
  SuperBowlScore,
} from '../schemas/money';
import { fromCents, toCents } from './amounts';
import type { Winning } from './winnings';

/** What a player owes for: each line a fee times a count. */
export const owedItem = (source: MoneyItem['source'], label: string, amountCents: number): MoneyItem => ({
  kind: 'owed',
  source,
  label,
  amount: fromCents(amountCents),
  projected: false,
});

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** A Week 6 pool as money labels name it: "Week 6 pool Alpha", or its own name when that says Week 6. */
export const week6PoolLabel = (poolName: string): string =>
  /\bweek\s*6\b/i.test(poolName) ? poolName : `Week 6 pool ${poolName}`;

/** A Week 6 pool's entries of one player: "Week 6 pool Alpha: 2 entries". */
export const week6EntriesItem = (poolName: string, count: number, feeCents: number): MoneyItem =>
  owedItem('week6-entry', `${week6PoolLabel(poolName)}: ${entries(count)}`, count * feeCents);

/**
 * A balance the season before left unpaid, carried into this season's line: owed when the player owed
 * the pool, won when the pool owed the player.
 */
export const earlierSeasonItem = (season: number, balanceCents: number): MoneyItem =>
  balanceCents < 0
    ? {
        kind: 'owed',
        source: 'earlier-season',
        label: `${season} balance left unpaid`,
        amount: fromCents(-balanceCents),
        projected: false,
      }
    : {
        kind: 'won',
        source: 'earlier-season',
        label: `${season} balance the pool owes`,
        amount: fromCents(balanceCents),
        projected: false,
      };

export interface LedgerPlayer {
  userId: string;
  displayName: string;
  /** Full-app players have a line even with nothing owed or won. */
  alwaysListed: boolean;
}

const sumCents = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);

/** One player's line: owed, paid, decided winnings, projected winnings and the balance, in cents then back. */
export const moneyLine = (
  player: Pick<LedgerPlayer, 'userId' | 'displayName'>,
  items: readonly MoneyItem[],
  payments: readonly Payment[],
): MoneyLine => {
  const owed = sumCents(items.filter((item) => item.kind === 'owed').map((item) => item.amount));
  const won = sumCents(
    items.filter((item) => item.kind === 'won' && !item.projected).map((item) => item.amount),
  );
  const projected = sumCents(
    items.filter((item) => item.kind === 'won' && item.projected).map((item) => item.amount),
  );
  const paid = sumCents(payments.map((payment) => payment.amount));
  return {
    userId: player.userId,
    displayName: player.displayName,
    owed: fromCents(owed),
    paid: fromCents(paid),
    won: fromCents(won),
    projected: fromCents(projected),
    balance: fromCents(paid + won - owed),
    items: [...items.filter((item) => item.kind === 'owed'), ...items.filter((item) => item.kind === 'won')],
    payments: [...payments].sort(
      (a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id),
    ),
  };
};

const byName = (a: MoneyLine, b: MoneyLine) =>
  a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }) ||
  a.displayName.localeCompare(b.displayName) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

export const ledgerTotals = (rows: readonly MoneyLine[]): MoneyTotals => {
  const total = (pick: (row: MoneyLine) => number) => fromCents(sumCents(rows.map(pick)));
  return {
    owed: total((row) => row.owed),
    paid: total((row) => row.paid),
    won: total((row) => row.won),
    projected: total((row) => row.projected),
    balance: total((row) => row.balance),
  };
};

/**
 * The pool's ledger: a line for every full-app player and for everyone else who owes, paid or won
 * anything, sorted by display name; money of an account no longer in the pool is left out.
 */
export const buildLedger = (input: {
  season: number;
  amounts: MoneyAmounts;
  players: readonly LedgerPlayer[];
  owed: readonly { userId: string; item: MoneyItem }[];
  winnings: readonly Winning[];
  payments: readonly Payment[];
  superBowl: SuperBowlScore | null;
}): Ledger => {
  const itemsOf = new Map<string, MoneyItem[]>();
  for (const { userId, item } of [...input.owed, ...input.winnings])
    itemsOf.set(userId, [...(itemsOf.get(userId) ?? []), item]);
  const paymentsOf = new Map<string, Payment[]>();
  for (const payment of input.payments)
    paymentsOf.set(payment.userId, [...(paymentsOf.get(payment.userId) ?? []), payment]);
  const rows = input.players
    .filter((player) => player.alwaysListed || itemsOf.has(player.userId) || paymentsOf.has(player.userId))
    .map((player) => moneyLine(player, itemsOf.get(player.userId) ?? [], paymentsOf.get(player.userId) ?? []))
    .sort(byName);
  return {
    season: input.season,
    amounts: input.amounts,
    rows,
    totals: ledgerTotals(rows),
    superBowl: input.superBowl,
  };
};
