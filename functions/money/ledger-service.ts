import { displayName, displayNameSeenBy } from '../../shared/display-name';
import { FIRST_WEEK, LAST_WEEK } from '../../shared/game';
import { DEFAULT_WEEK6_ENTRY_FEE, moneyAmountsOf, toCents } from '../../shared/money/amounts';
import { buildLedger, type LedgerPlayer, owedItem, week6EntriesItem } from '../../shared/money/ledger';
import type { PaymentInput } from '../../shared/money/requests';
import {
  type GradedWeek,
  seasonWinnings,
  squaresWinnings,
  survivorWinnings,
  type Winning,
  weeklyWinnings,
} from '../../shared/money/winnings';
import type { Ledger, MoneyAmounts, MoneyItem, MyMoney, SuperBowlScore } from '../../shared/schemas/money';
import type { SurvivorPoolResults } from '../../shared/schemas/survivor';
import { isWeekOver, LATE_POOL_ID, STANDARD_POOL_ID } from '../../shared/survivor';
import { hasFullAppAccess, type User } from '../../shared/user';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { stampNow } from '../lib/clock';
import { readGamesOfWeek } from '../lib/data/games-repository';
import { appendPayment, newPaymentId, putSuperBowlScore, readLedger } from '../lib/data/ledger-repository';
import { putSetting, readSettings } from '../lib/data/settings-repository';
import { readStandings } from '../lib/data/standings-repository';
import { listWeek6Pools } from '../lib/data/survivor-repository';
import { listUsers } from '../lib/data/users-repository';
import { invalid, notFound } from '../lib/domain-errors';
import { readPoolSettings } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';
import { auditedSettings } from '../services/audited-changes';
import { squaresGrid } from '../services/squares-service';
import { poolResults } from '../services/survivor-read-service';

/*
 * The pool's money, computed at each read from what the results are now: the standings, the
 * survivor pools, the Week 6 pools, the squares and the Super Bowl score, with the payments the
 * admins recorded. Every read below is a cached read under a version, so while this process holds
 * them the whole ledger costs one batched read of the versions (two: the Week 6 pools' list first).
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

const ledgerOf = async (viewer: Viewer): Promise<Ledger> => {
  const week6PoolIds = (await listWeek6Pools()).map((pool) => pool.id);
  const [amounts, settings, users, standings, squares, stored, standard, late, week6, games] =
    await Promise.all([
      moneyAmounts(),
      readPoolSettings(),
      listUsers(),
      readStandings(),
      squaresGrid(EVERYTHING),
      readLedger(),
      poolResults(EVERYTHING, STANDARD_POOL_ID),
      poolResults(EVERYTHING, LATE_POOL_ID),
      Promise.all(week6PoolIds.map((poolId) => poolResults(EVERYTHING, poolId))),
      Promise.all(WEEKS.map((week) => readGamesOfWeek(week))),
    ]);
  const over = new Set(WEEKS.filter((_week, i) => isWeekOver(games[i] ?? [])));
  const weekOver = (week: number) => over.has(week);
  const byId = new Map<string, User>(users.map((user) => [user.id, user]));
  const inWeeklyPool = (userId: string) => {
    const user = byId.get(userId);
    return user !== undefined && hasFullAppAccess(user);
  };

  const graded: GradedWeek[] = [...standings.value.values()].map((week) => ({
    week: week.week,
    complete: weekOver(week.week),
    players: [...week.players.values()],
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

  const entryCents = toCents(amounts.survivorEntry);
  const winnings: Winning[] = [
    ...weeklyWinnings(graded, amounts, settings.pushRule, inWeeklyPool),
    ...seasonWinnings(graded, amounts, settings.pushRule, inWeeklyPool, LAST_WEEK),
    ...survivorWinnings(
      standard.rows,
      toCents(amounts.survivorWinner),
      weekOver,
      'survivor-winner',
      'Survivor winner',
    ),
    ...survivorWinnings(
      late.rows,
      late.rows.length * entryCents,
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
        `Week 6 pool ${results.pool.name} winner`,
      ),
    ),
    ...squaresWinnings(
      new Map(named.map((square) => [square.gridPosition, square.userId])),
      price,
      stored.superBowl,
      amounts.squaresQuarters,
    ),
  ];

  const players: LedgerPlayer[] = users.map((user) => ({
    userId: user.id,
    displayName: displayNameSeenBy(user, viewer),
    alwaysListed: hasFullAppAccess(user),
  }));
  return buildLedger({
    amounts,
    players,
    owed,
    winnings,
    payments: stored.payments,
    superBowl: stored.superBowl,
  });
};

/** GET /api/admin/money: every player who owes or won anything, and every full-app player. */
export const ledger = (viewer: Viewer): Promise<Ledger> => ledgerOf(viewer);

/** GET /api/money/me: the acting player's own line (an empty one when they owe and won nothing). */
export const myMoney = async (actor: Viewer): Promise<MyMoney> => {
  const whole = await ledgerOf(actor);
  const line = whole.rows.find((row) => row.userId === actor.id);
  if (line) return { amounts: whole.amounts, line };
  const user = (await listUsers()).find((candidate) => candidate.id === actor.id);
  return {
    amounts: whole.amounts,
    line: {
      userId: actor.id,
      displayName: user ? displayNameSeenBy(user, actor) : '',
      owed: 0,
      paid: 0,
      won: 0,
      projected: 0,
      balance: 0,
      items: [],
      payments: [],
    },
  };
};

const amountText = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} ${currency}`;

/**
 * Records a payment (or a correction of one: a new record naming it, the original untouched), with
 * a line in the audit log, and answers the ledger after it.
 */
export const recordPayment = async (session: LoadedSession, input: PaymentInput): Promise<Ledger> => {
  const [users, stored, amounts] = await Promise.all([listUsers(), readLedger(), moneyAmounts()]);
  const player = users.find((user) => user.id === input.userId);
  if (!player) throw notFound('No such player');
  const corrects = input.correctsPaymentId ?? null;
  if (corrects && !stored.payments.some((payment) => payment.id === corrects && payment.userId === player.id))
    throw invalid('correctsPaymentId must name an earlier payment of the same player');
  const payment = {
    id: newPaymentId(),
    userId: player.id,
    amount: input.amount,
    paidOn: input.paidOn,
    note: input.note,
    recordedAt: stampNow().toISOString(),
    recordedBy: displayName(session.user),
    recordedById: session.user.id,
    correctsPaymentId: corrects,
  };
  await appendPayment(payment);
  await recordAudit(session, {
    action: 'money.payment',
    subject: player,
    summary: `${corrects ? `Correction of payment ${corrects}` : 'Payment'}: ${amountText(payment.amount, amounts.currency)} from ${displayName(player)} on ${payment.paidOn}`,
    after: payment,
  });
  return ledger(session.actor);
};

/** Saves the money amounts as the `money` setting, audited as a setting change. */
export const saveMoneyAmounts = async (
  session: LoadedSession,
  amounts: MoneyAmounts,
): Promise<MoneyAmounts> => {
  await auditedSettings(session, ['money'], () => putSetting('money', JSON.stringify(amounts)));
  return moneyAmounts();
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
  return ledger(session.actor);
};
