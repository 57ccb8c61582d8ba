/*
 * The pool's money: what each player owes, has paid and has won. Amounts are whole or
 * two-decimal numbers in the pool's currency label (points by default). Winnings are computed from
 * the results whenever they are read, never stored, so a re-grade or an override moves them.
 */

/** The pool settings of money, defaulting to the rules' numbers (shared/settings.ts DEFAULT_RULES). */
export interface MoneyAmounts {
  /** The label every amount is shown with: 'points' by default. */
  currency: string;
  /** What one standard or late-entry survivor entry costs (25). */
  survivorEntry: number;
  /** The weekly winner's prize (350); split evenly when `weeklyTies` is 'split' and players tie. */
  weeklyWinner: number;
  /** 'tiebreaker': the standings' tie order decides one winner; 'split': players tied on correct picks and MNF difference share. */
  weeklyTies: 'tiebreaker' | 'split';
  seasonFirst: number;
  seasonSecond: number;
  /** The standard survivor pool's winner (3000); split when the last entries go out together. */
  survivorWinner: number;
  /** Percent of the squares pot paid at the end of Q1, Q2, Q3 and the final (20, 30, 20, 30). */
  squaresQuarters: [number, number, number, number];
}

/** What a line of money is for. */
export type MoneySource =
  | 'survivor-entry'
  | 'late-entry'
  | 'week6-entry'
  | 'square'
  | 'weekly-winner'
  | 'season-first'
  | 'season-second'
  | 'survivor-winner'
  | 'late-entry-winner'
  | 'week6-winner'
  | 'squares-quarter'
  /** A balance the season before left unpaid: owed when the player owed the pool, won when the pool owed them. */
  | 'earlier-season';

export interface MoneyItem {
  kind: 'owed' | 'won';
  source: MoneySource;
  /** In the product's words: "Week 7 winner", "Square 42", "Week 6 pool Alpha: 2 entries". */
  label: string;
  amount: number;
  /** A prize not yet decided (the season's places before Week 18 is graded): shown, not counted in `won`. */
  projected: boolean;
}

/** A payment the admin recorded. Never edited: a correction is a new record naming the one it corrects. */
export interface Payment {
  id: string;
  userId: string;
  /** Positive money in; a correction may be negative. */
  amount: number;
  /** The day it was paid, YYYY-MM-DD. */
  paidOn: string;
  note: string;
  /** Pool-clock ISO time it was recorded, and by which admin (display name). */
  recordedAt: string;
  recordedBy: string;
  correctsPaymentId: string | null;
}

export interface MoneyLine {
  userId: string;
  displayName: string;
  owed: number;
  paid: number;
  /** Decided winnings only. */
  won: number;
  /** Winnings still projected (not in `won`, not in `balance`). */
  projected: number;
  /** paid + won - owed: below 0 the player owes the pool, above 0 the pool owes the player. */
  balance: number;
  items: MoneyItem[];
  payments: Payment[];
}

export interface MoneyTotals {
  owed: number;
  paid: number;
  won: number;
  projected: number;
  balance: number;
}

/** The Super Bowl's score at the end of each quarter (cumulative), as the admin enters it. */
export interface SuperBowlScore {
  quarters: { away: number; home: number }[];
}

/** GET /api/admin/money */
export interface Ledger {
  /** The season this ledger is of. */
  season: number;
  amounts: MoneyAmounts;
  rows: MoneyLine[];
  totals: MoneyTotals;
  superBowl: SuperBowlScore | null;
}

/** GET /api/money/me: the signed-in player's own line. */
export interface MyMoney {
  season: number;
  amounts: MoneyAmounts;
  line: MoneyLine;
}
