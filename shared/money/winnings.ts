import type { MoneyAmounts, MoneyItem, MoneySource, SuperBowlScore } from '../schemas/money';
import { levelButUserId, type StandingKeys } from '../standings';
import { type SurvivorStanding as PoolStanding, survivorOutcome } from '../survivor';
import { fromCents, toCents } from './amounts';
import { QUARTER_NAMES } from './limits';

/*
 * Winnings, read from the results every time: nothing here is stored, so a re-grade, a push rule
 * change, an override or a survivor correction moves the money with the results it comes from.
 * Every amount is made in whole cents; a split gives the odd cents to the first in order.
 */

/** A graded week's board, ranked as the weekly leaderboard ranks it (functions/services/standings-ranking). */
export interface RankedWeek {
  week: number;
  /** Every game of the week is final: until then its winner is projected. */
  complete: boolean;
  ranked: readonly StandingKeys[];
}

/** A prize for one player. */
export interface Winning {
  userId: string;
  item: MoneyItem;
}

const won = (source: MoneySource, label: string, cents: number, projected: boolean): MoneyItem => ({
  kind: 'won',
  source,
  label,
  amount: fromCents(cents),
  projected,
});

/** The prize in cents split into `ways` shares, the odd cents to the first shares. */
export const splitCents = (cents: number, ways: number): number[] => {
  const base = Math.floor(cents / ways);
  const odd = cents - base * ways;
  return Array.from({ length: ways }, (_, i) => base + (i < odd ? 1 : 0));
};

const splitLabel = (label: string, ways: number) => (ways > 1 ? `${label} (split ${ways} ways)` : label);

/**
 * Who a board's prize goes to: the place, how many share it, and whether only the user id (the
 * standings' last key) put the player there rather than a player level on everything else. The
 * boards mark these rows and the ledger pays them, so both always name the same winners.
 */
export interface PrizePlace {
  userId: string;
  place: 1 | 2;
  shares: number;
  byUserId: boolean;
}

/** Whether a player level with `ranked[index]` on everything but the user id sits beside it. */
const userIdDecides = (ranked: readonly StandingKeys[], index: number): boolean => {
  const row = ranked[index] as StandingKeys;
  return [ranked[index - 1], ranked[index + 1]].some(
    (other) => other !== undefined && levelButUserId(row, other),
  );
};

/**
 * A week's winners from its ranked board. 'tiebreaker': the first in the standings' order, the
 * user id deciding between players level on everything else. 'split': every player level with the
 * first on correct picks and on the MNF difference shares the prize (the average tiebreaker and the
 * user id no longer separate them).
 */
export const weekPrizePlaces = (
  ranked: readonly StandingKeys[],
  ties: MoneyAmounts['weeklyTies'],
): PrizePlace[] => {
  const [first, ...rest] = ranked;
  if (!first) return [];
  if (ties === 'tiebreaker')
    return [{ userId: first.userId, place: 1, shares: 1, byUserId: userIdDecides(ranked, 0) }];
  const winners = [
    first,
    ...rest.filter(
      (row) => row.correctPicks === first.correctPicks && row.tiebreakerDiff === first.tiebreakerDiff,
    ),
  ];
  return winners.map((row) => ({ userId: row.userId, place: 1, shares: winners.length, byUserId: false }));
};

/** The season's 1st and 2nd: the first two of the standings' order, the user id deciding between players level on everything else. */
export const seasonPrizePlaces = (ranked: readonly StandingKeys[]): PrizePlace[] =>
  ranked.slice(0, 2).map((row, index) => ({
    userId: row.userId,
    place: index === 0 ? 1 : 2,
    shares: 1,
    byUserId: userIdDecides(ranked, index),
  }));

/** Each graded week's winners (`weekPrizePlaces`), projected while a game of the week is not final. */
export const weeklyWinnings = (
  weeks: readonly RankedWeek[],
  amounts: Pick<MoneyAmounts, 'weeklyWinner' | 'weeklyTies'>,
): Winning[] =>
  weeks.flatMap(({ week, complete, ranked }) => {
    const winners = weekPrizePlaces(ranked, amounts.weeklyTies);
    const shares = splitCents(toCents(amounts.weeklyWinner), winners.length);
    return winners.map((winner, i) => ({
      userId: winner.userId,
      item: won(
        'weekly-winner',
        splitLabel(`Week ${week} winner`, winners.length),
        shares[i] as number,
        !complete,
      ),
    }));
  });

/** The season's 1st and 2nd (`seasonPrizePlaces`); projected until the last week is graded and final. */
export const seasonWinnings = (
  ranked: readonly StandingKeys[],
  amounts: Pick<MoneyAmounts, 'seasonFirst' | 'seasonSecond'>,
  decided: boolean,
): Winning[] =>
  seasonPrizePlaces(ranked).map(({ userId, place }) => ({
    userId,
    item:
      place === 1
        ? won('season-first', 'Season 1st place', toCents(amounts.seasonFirst), !decided)
        : won('season-second', 'Season 2nd place', toCents(amounts.seasonSecond), !decided),
  }));

/** What the survivor winner needs of an entry (survivor-read-service's results rows). */
export interface SurvivorStanding extends PoolStanding {
  userId: string;
}

/**
 * A survivor pool's winner (see `survivorOutcome`), once at least one entry is out: its owner takes
 * the prize, or the last out split it, a share per entry. Decided only when every game of the week
 * of the last elimination is final (an entry left alone on Sunday may still go out on Monday and
 * split); projected before.
 */
export const survivorWinnings = (
  entries: readonly SurvivorStanding[],
  prizeCents: number,
  weekComplete: (week: number) => boolean,
  source: MoneySource,
  label: string,
): Winning[] => {
  if (prizeCents <= 0 || !entries.some((entry) => entry.isEliminated)) return [];
  const { outcome, finalists: winners, lastWeek } = survivorOutcome(entries);
  if (outcome === 'alive') return [];
  const shares = splitCents(prizeCents, winners.length);
  const byUser = new Map<string, number>();
  winners.forEach((entry, i) => {
    byUser.set(entry.userId, (byUser.get(entry.userId) ?? 0) + (shares[i] as number));
  });
  const projected = !weekComplete(lastWeek);
  return [...byUser].map(([userId, cents]) => ({
    userId,
    item: won(source, splitLabel(label, winners.length), cents, projected),
  }));
};

/** The squares grid reads position = away team's last digit x 10 + home team's last digit. */
export const squareOfScore = (score: { away: number; home: number }): number =>
  (score.away % 10) * 10 + (score.home % 10);

/**
 * Each quarter the admin entered pays the square of its score `pot x percent / 100`, the pot being
 * the named squares times the price. A square whose name is no player's username wins for nobody
 * in the ledger, and an open square for nobody at all.
 */
export const squaresWinnings = (
  owners: ReadonlyMap<number, string | null>,
  priceCents: number,
  score: SuperBowlScore | null,
  percents: readonly number[],
): Winning[] => {
  const potCents = owners.size * priceCents;
  return (score?.quarters ?? []).flatMap((quarter, i) => {
    const userId = owners.get(squareOfScore(quarter));
    if (!userId) return [];
    const name = QUARTER_NAMES[i] ?? `Q${i + 1}`;
    return [
      {
        userId,
        item: won(
          'squares-quarter',
          `Squares ${name}: ${quarter.away}-${quarter.home}, square ${squareOfScore(quarter)}`,
          Math.round((potCents * (percents[i] ?? 0)) / 100),
          false,
        ),
      },
    ];
  });
};
