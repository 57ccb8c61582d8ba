import { displayName, displayNameSeenBy } from '../../shared/display-name';
import { FIRST_WEEK, LAST_WEEK } from '../../shared/game';
import { amountText } from '../../shared/money/amount-text';
import {
  DEFAULT_WEEK6_ENTRY_FEE,
  fromCents,
  lateEntryPrizeCents,
  moneyAmountsOf,
  toCents,
} from '../../shared/money/amounts';
import {
  buildLedger,
  earlierSeasonItem,
  type LedgerPlayer,
  moneyLine,
  owedItem,
  week6EntriesItem,
  week6PoolLabel,
} from '../../shared/money/ledger';
import { leftToCorrectCents } from '../../shared/money/limits';
import type { PaymentInput } from '../../shared/money/requests';
import {
  type RankedWeek,
  seasonWinnings,
  squaresWinnings,
  survivorWinnings,
  type Winning,
  weeklyWinnings,
} from '../../shared/money/winnings';
import type { AuditEntry } from '../../shared/schemas/admin-people';
import type {
  Ledger,
  MoneyAmounts,
  MoneyItem,
  MyMoney,
  Payment,
  SuperBowlScore,
} from '../../shared/schemas/money';
import type { SurvivorPoolResults } from '../../shared/schemas/survivor';
import { isWeekOver, LATE_POOL_ID, STANDARD_POOL_ID } from '../../shared/survivor';
import { inWeeklyPool, type User } from '../../shared/user';
import { auditEntry, recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { stampNow } from '../lib/clock';
import { config } from '../lib/config';
import { readGamesOfWeek } from '../lib/data/games-repository';
import {
  appendCorrection,
  appendPayment,
  type CarriedBalances,
  finishAudit,
  newPaymentId,
  putCarriedBalances,
  putSuperBowlScore,
  readLedger,
  type StoredLedger,
  type StoredPayment,
} from '../lib/data/ledger-repository';
import { readPoolSeason } from '../lib/data/pool-season-repository';
import { putSetting, readSettings } from '../lib/data/settings-repository';
import { readStandings } from '../lib/data/standings-repository';
import { listUsers, readUsers } from '../lib/data/users-repository';
import { conflict, invalid, notFound } from '../lib/domain-errors';
import { readVersionedPoolSettings } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';
import { inSeason, season as poolSeason } from '../lib/season';
import { auditedSettings } from '../services/audited-changes';
import { squaresGrid } from '../services/squares-service';
import { rankGradedWeek, rankSeason, userLookup } from '../services/standings-ranking';
import { poolResults } from '../services/survivor-read-service';
import { readEachWeek6Pool } from '../services/week6-pool-reads';

/*
 * The pool's money, computed from what the results are now: the standings, the survivor pools, the
 * Week 6 pools, the squares and the Super Bowl score, with the payments the admins recorded; never
 * stored, so a re-grade or an override moves it. Every read below is a cached read under a version,
 * so while this process holds them a request costs one batched read of the versions, and the money
 * is computed again only when one of them moved.
 */

/** The pools and squares are read as an admin sees them: every entry, every square. */
const EVERYTHING: Viewer = { id: '', isAdmin: true };

export const moneyAmounts = async (): Promise<MoneyAmounts> =>
  moneyAmountsOf((await readSettings()).value.money);

const WEEKS = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);

const survivorOwed = (results: SurvivorPoolResults, amounts: MoneyAmounts) =>
  results.rows.map((row) => ({
    userId: row.userId,
    item:
      results.pool.kind === 'late'
        ? owedItem('late-entry', 'Late-entry survivor entry', toCents(amounts.survivorEntry))
        : owedItem('survivor-entry', 'Survivor entry', toCents(amounts.survivorEntry)),
  }));

const week6Owed = (results: SurvivorPoolResults) => {
  const fee = toCents(results.pool.entryFee ?? DEFAULT_WEEK6_ENTRY_FEE);
  const counts = new Map<string, number>();
  for (const row of results.rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
  return [...counts].map(([userId, count]) => ({
    userId,
    item: week6EntriesItem(results.pool.name, count, fee),
  }));
};

const week6Results = async (): Promise<SurvivorPoolResults[]> =>
  (await readEachWeek6Pool((poolId) => poolResults(EVERYTHING, poolId))).reads;

/** What the money of every player is made of, the same for every viewer. */
interface MoneyBase {
  season: number;
  amounts: MoneyAmounts;
  users: readonly User[];
  byId: ReadonlyMap<string, User>;
  items: ReadonlyMap<string, MoneyItem[]>;
  payments: ReadonlyMap<string, StoredPayment[]>;
  owed: { userId: string; item: MoneyItem }[];
  winnings: Winning[];
  allPayments: readonly StoredPayment[];
  superBowl: SuperBowlScore | null;
  /** The ledger as admins see it, once asked for. */
  adminLedger?: Ledger;
}

/**
 * The base is computed once per season and set of what it is read from: every read below answers the
 * very object it answered before while its version stays, so the same objects mean the same money.
 * Two seasons are kept: the one played and a past one an admin reads.
 */
const lastBases = new Map<number, { from: readonly unknown[]; base: MoneyBase }>();

const sameReads = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

const group = <T extends { userId: string }>(list: readonly T[]) => {
  const byUser = new Map<string, T[]>();
  for (const entry of list) {
    const found = byUser.get(entry.userId);
    if (found) found.push(entry);
    else byUser.set(entry.userId, [entry]);
  }
  return byUser;
};

/**
 * What the season before left unpaid, each player's balance at its end: read from its ledger the
 * first time this season's ledger is read, and kept in it (CARRIED), so a balance left unpaid stays
 * on the player's line until they settle it. The pool's first season carries nothing.
 */
const carryEarlierSeason = async (season: number): Promise<CarriedBalances | null> => {
  if (season === config.season()) return null;
  const before = ((await readPoolSeason())?.seasons ?? []).filter((played) => played < season).at(-1);
  if (before === undefined) return null;
  const closing = await inSeason(before, ledger);
  const carried: CarriedBalances = {
    from: before,
    balances: Object.fromEntries(
      closing.rows.filter((row) => row.balance !== 0).map((row) => [row.userId, toCents(row.balance)]),
    ),
  };
  await putCarriedBalances(carried);
  return carried;
};

const moneyBase = async (): Promise<MoneyBase> => {
  const [settings, storedSettings, users, standings, squares, stored, standard, late, week6, games] =
    await Promise.all([
      readVersionedPoolSettings(),
      readSettings(),
      readUsers(),
      readStandings(),
      squaresGrid(EVERYTHING),
      readLedger(),
      poolResults(EVERYTHING, STANDARD_POOL_ID),
      poolResults(EVERYTHING, LATE_POOL_ID),
      week6Results(),
      Promise.all(WEEKS.map((week) => readGamesOfWeek(week))),
    ]);
  const squaresKey = squares
    .map((square) => `${square.playerName ?? ''}:${square.userId ?? ''}:${square.price}`)
    .join('|');
  const from = [
    settings.version,
    users.version,
    standings.version,
    squaresKey,
    stored,
    standard,
    late,
    ...week6,
    ...games,
  ];
  const season = poolSeason();
  const lastBase = lastBases.get(season);
  if (lastBase && sameReads(lastBase.from, from)) return lastBase.base;
  const carried = stored.carried ?? (await carryEarlierSeason(season));

  const amounts = moneyAmountsOf(storedSettings.value.money);
  const over = new Set(WEEKS.filter((_week, i) => isWeekOver(games[i] ?? [])));
  const weekOver = (week: number) => over.has(week);
  const byId = new Map<string, User>(users.value.map((user) => [user.id, user]));
  const userOf = userLookup(users.value);
  const { pushRule } = settings.value;

  const rankedWeeks: RankedWeek[] = [...standings.value.values()]
    .sort((a, b) => a.week - b.week)
    .map((graded) => ({
      week: graded.week,
      complete: weekOver(graded.week),
      ranked: rankGradedWeek(standings.value, userOf, pushRule, graded),
    }));

  const named = squares.filter((square) => square.playerName);
  const price = toCents(squares[0]?.price ?? 0);
  const owed: { userId: string; item: MoneyItem }[] = [
    ...survivorOwed(standard, amounts),
    ...survivorOwed(late, amounts),
    ...week6.flatMap(week6Owed),
    ...named
      .filter((square) => square.userId)
      .map((square) => ({
        userId: square.userId as string,
        item: owedItem('square', `Square ${square.gridPosition}`, price),
      })),
  ];

  const winnings: Winning[] = [
    ...weeklyWinnings(rankedWeeks, amounts),
    ...seasonWinnings(
      rankSeason(standings.value, userOf, pushRule),
      amounts,
      standings.value.has(LAST_WEEK) && weekOver(LAST_WEEK),
    ),
    ...survivorWinnings(
      standard.rows,
      toCents(amounts.survivorWinner),
      weekOver,
      'survivor-winner',
      'Survivor winner',
    ),
    ...survivorWinnings(
      late.rows,
      lateEntryPrizeCents(amounts, late.rows.length),
      weekOver,
      'late-entry-winner',
      'Late-entry survivor winner',
    ),
    ...week6.flatMap((results) =>
      survivorWinnings(
        results.rows,
        results.rows.length * toCents(results.pool.entryFee ?? DEFAULT_WEEK6_ENTRY_FEE),
        weekOver,
        'week6-winner',
        `${week6PoolLabel(results.pool.name)} winner`,
      ),
    ),
    ...squaresWinnings(
      new Map(named.map((square) => [square.gridPosition, square.userId])),
      price,
      stored.superBowl,
      amounts.squaresQuarters,
    ),
  ];
  for (const [userId, cents] of Object.entries(carried?.balances ?? {})) {
    const item = earlierSeasonItem(carried?.from ?? season, cents);
    (item.kind === 'owed' ? owed : winnings).push({ userId, item });
  }
  const lines = group([...owed, ...winnings]);
  const base: MoneyBase = {
    season,
    amounts,
    users: users.value,
    byId,
    items: new Map([...lines].map(([userId, list]) => [userId, list.map((entry) => entry.item)])),
    payments: group(stored.payments),
    owed,
    winnings,
    allPayments: stored.payments,
    superBowl: stored.superBowl,
  };
  lastBases.delete(season);
  lastBases.set(season, { from, base });
  if (lastBases.size > 2) lastBases.delete(lastBases.keys().next().value as number);
  return base;
};

/** Payments with the admin who recorded each named as this viewer may see them (a player never sees an email). */
const paymentsSeenBy = (base: MoneyBase, payments: readonly StoredPayment[], viewer: Viewer): Payment[] =>
  payments.map(({ recordedById, ...payment }) => {
    const recorder = recordedById ? base.byId.get(recordedById) : undefined;
    return {
      ...payment,
      recordedBy: recorder
        ? displayNameSeenBy(recorder, viewer)
        : viewer.isAdmin
          ? payment.recordedBy
          : 'An admin',
    };
  });

/** GET /api/admin/money: every player who owes or won anything, and every full-app player; built once per base. */
export const ledger = async (): Promise<Ledger> => {
  const base = await moneyBase();
  const admins: Viewer = { id: '', isAdmin: true };
  base.adminLedger ??= buildLedger({
    season: base.season,
    amounts: base.amounts,
    players: base.users.map(
      (user): LedgerPlayer => ({
        userId: user.id,
        displayName: displayNameSeenBy(user, admins),
        alwaysListed: inWeeklyPool(user),
      }),
    ),
    owed: base.owed,
    winnings: base.winnings,
    payments: paymentsSeenBy(base, base.allPayments, admins),
    superBowl: base.superBowl,
  });
  return base.adminLedger;
};

/** GET /api/money/me: the acting player's own line (an empty one when they owe and won nothing). */
export const myMoney = async (actor: Viewer): Promise<MyMoney> => {
  const base = await moneyBase();
  const user = base.byId.get(actor.id);
  const line = moneyLine(
    { userId: actor.id, displayName: user ? displayNameSeenBy(user, actor) : '' },
    base.items.get(actor.id) ?? [],
    paymentsSeenBy(base, base.payments.get(actor.id) ?? [], actor),
  );
  return { season: base.season, amounts: base.amounts, line };
};

const paymentSummary = (
  corrects: string | null,
  amount: number,
  currency: string,
  player: User,
  paidOn: string,
) =>
  `${corrects ? `Correction of payment ${corrects}` : 'Payment'}: ${amountText(amount, currency)} from ${displayName(player)} on ${paidOn}`;

const leftText = (cents: number, currency: string) =>
  `The corrections of a payment cannot take it below 0: ${amountText(fromCents(Math.max(cents, 0)), currency)} is left to correct`;

/**
 * Writes a correction onto the payment it corrects, within what is left of it: refused (409, saying
 * what is left) from the ledger read, and again by the write's condition when another correction
 * landed since. A correction sent before (the same requestId) is answered as stored.
 */
const recordCorrection = async (
  corrected: StoredPayment,
  correction: StoredPayment & { correctsPaymentId: string },
  stored: StoredLedger,
  { audit, currency, sentBefore }: { audit: AuditEntry; currency: string; sentBefore: boolean },
): Promise<StoredPayment> => {
  const left = leftToCorrectCents(corrected, stored.payments);
  const cents = toCents(correction.amount);
  if (!sentBefore && left + cents < 0) throw conflict(leftText(left, currency));
  const correctedRead = stored.correctedCents.get(corrected.id) ?? 0;
  // The floor of the running sum on the payment: what it holds now, less what is left, less this one.
  const answer = await appendCorrection(correction, correctedRead - left - cents, audit);
  if ('refused' in answer)
    throw conflict(leftText(left - correctedRead + answer.refused.correctedCents, currency));
  return answer.held;
};

/**
 * Records a payment, or a correction of one (written onto the payment it corrects, which stays as it
 * was), with its audit line in the same first write; answers the ledger after it. A payment's
 * corrections never take it below 0 (refused with 409 and what is left to correct), held by the
 * condition of that one write when corrections race.
 */
export const recordPayment = async (session: LoadedSession, input: PaymentInput): Promise<Ledger> => {
  const [users, stored, amounts] = await Promise.all([listUsers(), readLedger(), moneyAmounts()]);
  const player = users.find((user) => user.id === input.userId);
  if (!player) throw notFound('No such player');
  const corrects = input.correctsPaymentId ?? null;
  const corrected = corrects ? stored.payments.find((payment) => payment.id === corrects) : undefined;
  if (corrects && corrected?.userId !== player.id)
    throw invalid('correctsPaymentId must name an earlier payment of the same player');
  if (corrected?.correctsPaymentId)
    throw invalid('correctsPaymentId must name a payment, not a correction: correct the payment itself');
  const payment = {
    id: newPaymentId(session.user.id, input.requestId),
    userId: player.id,
    amount: input.amount,
    paidOn: input.paidOn,
    note: input.note,
    recordedAt: stampNow().toISOString(),
    recordedBy: displayName(session.user),
    recordedById: session.user.id,
    correctsPaymentId: corrects,
  };
  const audit = auditEntry(session, {
    action: 'money.payment',
    subject: player,
    summary: paymentSummary(corrects, payment.amount, amounts.currency, player, payment.paidOn),
    after: payment,
    once: { id: `payment-${payment.id}`, at: payment.recordedAt },
  });
  const sent = stored.payments.find((earlier) => earlier.id === payment.id);
  if (sent && sent.correctsPaymentId !== corrects)
    throw conflict('This requestId was already used for another payment');
  const held = corrected
    ? await recordCorrection(corrected, { ...payment, correctsPaymentId: corrected.id }, stored, {
        audit,
        currency: amounts.currency,
        sentBefore: sent !== undefined,
      })
    : await appendPayment(payment, audit);
  const same = (['userId', 'amount', 'paidOn', 'note', 'correctsPaymentId'] as const).every(
    (field) => held[field] === payment[field],
  );
  if (!same) throw conflict('This requestId was already used for another payment');
  // A retry finishes the line its first attempt wrote: at the time the payment was recorded.
  const entry = { ...audit, at: held.recordedAt, after: held };
  await finishAudit({ paymentId: corrected?.id ?? held.id, recordId: held.id, entry });
  return ledger();
};

/** Saves the money amounts as the `money` setting, audited as a setting change. */
export const saveMoneyAmounts = async (session: LoadedSession, amounts: MoneyAmounts): Promise<Ledger> => {
  await auditedSettings(session, ['money'], () => putSetting('money', JSON.stringify(amounts)));
  return ledger();
};

const scoreText = (score: SuperBowlScore | null) =>
  score ? score.quarters.map((quarter) => `${quarter.away}-${quarter.home}`).join(', ') : 'none';

/** Saves the Super Bowl's score by quarter (the squares' winners follow), audited as a score edit. */
export const saveSuperBowlScore = async (session: LoadedSession, score: SuperBowlScore): Promise<Ledger> => {
  const before = (await readLedger()).superBowl;
  await putSuperBowlScore(score, stampNow().toISOString());
  await recordAudit(session, {
    action: 'game.score',
    summary: `Super Bowl score by quarter: ${scoreText(before)} → ${scoreText(score)}`,
    before,
    after: score,
  });
  return ledger();
};
