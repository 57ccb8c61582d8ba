import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { DEFAULT_MONEY_AMOUNTS } from '../../shared/money/amounts';
import { week6PoolLabel } from '../../shared/money/ledger';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { Ledger, MoneyAmounts, MoneyItem, MoneyLine, MyMoney } from '../../shared/schemas/money';
import type { MySurvivorEntry, SurvivorPoolResults, SurvivorStats } from '../../shared/schemas/survivor';
import { csvRecords, parseCsv } from '../support/csv';
import { installDynamoFaults, kindsFor, withWrites } from '../support/dynamo-faults';
import { holdAtEachWrite } from '../support/interleave';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';

/*
 * The pool's money over HTTP, on the demo pool before Week 1 (its players have survivor entries
 * and no picks yet): two players pick Week 1, the admin scores it, records payments and corrects
 * one, names squares and enters the Super Bowl score. Winnings are read from the results, so
 * changing a score or the push rule moves them; every expectation of a winner is checked against
 * the weekly leaderboard the players see.
 */
const BEFORE_SEASON = '2025-09-01T12:00:00.000Z';
const AFTER_WEEK_1 = '2025-09-10T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: BEFORE_SEASON });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
const ok = async (response: Promise<Response>) => {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status}: ${await answer.text()}`);
  return answer;
};

let admin: PoolClient;
let ann: PoolClient;
let bob: PoolClient;
const ids = { ann: '', bob: '' };
let week1: Game[];
/** Ann picks X's home side and G's (a push at -3); Bob X's away side and H's home side. */
let X: Game;
let G: Game;
let H: Game;

const ledger = () => json<Ledger>(admin.get('/api/admin/money'));
const lineOf = async (userId: string) =>
  (await ledger()).rows.find((row) => row.userId === userId) as MoneyLine;
const itemsOf = (line: MoneyLine | undefined, source: MoneyItem['source']) =>
  (line?.items ?? []).filter((item) => item.source === source);
const wonOf = async (userId: string, source: MoneyItem['source']) =>
  itemsOf(await lineOf(userId), source).map((item) => [item.label, item.amount, item.projected]);
const boardOfWeek1 = () => json<WeeklyLeaderboardEntry[]>(admin.get('/api/leaderboard/weekly/1'));
const seasonBoard = () => json<SeasonLeaderboardEntry[]>(admin.get('/api/leaderboard/season'));
/** Who the ledger pays a prize of `source`, with the prize's amount, as [userId, amount] sorted. */
const paidBy = async (source: MoneyItem['source']) =>
  (await ledger()).rows
    .flatMap((row) => itemsOf(row, source).map((item) => [row.userId, item.amount] as const))
    .sort();
/** Who a board marks with a prize, with its amount as the ledger would pay it. */
const markedBy = (
  board: readonly (WeeklyLeaderboardEntry | SeasonLeaderboardEntry)[],
  amountOf: (prize: NonNullable<WeeklyLeaderboardEntry['prize']>) => number,
) => board.flatMap((entry) => (entry.prize ? [[entry.userId, amountOf(entry.prize)] as const] : [])).sort();

const newPlayer = async (email: string, username: string) => {
  const { client } = await signIn(stack.url, email);
  await ok(client.send('POST', '/api/users/username', { username, defaultPick: 'favorite' }));
  return { client, id: (await json<{ id: string }>(client.get('/api/auth/user'))).id };
};

/** Teams the demo's survivor entries already took in Week 1: the scores below put every one of them out. */
const demoSurvivorTeams = new Set<number>();

/**
 * Week 1 final, with the given scores for X, G and H; every other game goes against the demo's
 * survivor team, the Monday game 40 points in all (both players predicted 40).
 */
const scoreWeek1 = (scores: Record<string, [number, number]>) =>
  ok(
    admin.send('POST', '/api/admin/save-all-scores', {
      games: week1.map((game) => {
        const homeLoses = demoSurvivorTeams.has(game.homeTeamId);
        const otherwise: [number, number] = game.isMnfTiebreaker
          ? homeLoses
            ? [16, 24]
            : [24, 16]
          : homeLoses
            ? [17, 21]
            : [21, 17];
        const [homeScore, awayScore] = scores[game.id] ?? otherwise;
        return { id: game.id, homeScore, awayScore, isCompleted: true };
      }),
    }),
  );
const initialScores = () =>
  ({ [X.id]: [30, 0], [G.id]: [13, 10], [H.id]: [30, 0] }) as Record<string, [number, number]>;
const setAmounts = (change: Partial<MoneyAmounts>) =>
  ok(admin.send('PUT', '/api/admin/money/amounts', { ...DEFAULT_MONEY_AMOUNTS, ...change }));
const setPushRule = (pushRule: 'loss' | 'win') =>
  ok(admin.send('PUT', '/api/admin/pool-settings', { pushRule }));

beforeAll(async () => {
  installDynamoFaults();
  process.env.POOL_NOW = BEFORE_SEASON;
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  const a = await newPlayer('money.ann@example.com', 'money_ann');
  const b = await newPlayer('money.bob@example.com', 'money_bob');
  ann = a.client;
  bob = b.client;
  ids.ann = a.id;
  ids.bob = b.id;

  week1 = await json<Game[]>(admin.get('/api/games/week/1'));
  const demo = await json<SurvivorPoolResults>(admin.get('/api/survivor/results?poolId=standard'));
  for (const row of demo.rows) if (row.picks[1]) demoSurvivorTeams.add(row.picks[1].teamId);
  const free = week1.filter(
    (game) =>
      !game.isMnfTiebreaker &&
      !demoSurvivorTeams.has(game.homeTeamId) &&
      !demoSurvivorTeams.has(game.awayTeamId),
  );
  [X, G, H] = free.slice(-3) as [Game, Game, Game];
  const mnf = week1.find((game) => game.isMnfTiebreaker) as Game;
  await ok(admin.send('PUT', `/api/admin/game/${G.id}/spread`, { spread: -3 }));
  await ok(
    ann.send('POST', '/api/picks/weekly/batch', {
      picks: [
        { gameId: X.id, pickedTeamId: X.homeTeamId, week: 1 },
        { gameId: G.id, pickedTeamId: G.homeTeamId, week: 1 },
      ],
    }),
  );
  await ok(
    bob.send('POST', '/api/picks/weekly/batch', {
      picks: [
        { gameId: X.id, pickedTeamId: X.awayTeamId, week: 1 },
        { gameId: H.id, pickedTeamId: H.homeTeamId, week: 1 },
      ],
    }),
  );
  for (const client of [ann, bob])
    await ok(client.send('POST', '/api/tiebreaker/mnf', { gameId: mnf.id, week: 1, predictedTotal: 40 }));
  // Survivor: Ann takes X's home side, Bob H's; every demo entry is left without a Week 1 pick.
  for (const [client, teamId] of [
    [ann, X.homeTeamId],
    [bob, H.homeTeamId],
  ] as const) {
    const entry = (await json<MySurvivorEntry>(client.get('/api/survivor/entry'))).entry;
    await ok(
      client.send('POST', '/api/survivor/pick', { entryId: entry?.id, pickedTeamId: teamId, week: 1 }),
    );
  }
  await ok(ann.send('POST', '/api/week6/entries/register', { count: 2 }));

  process.env.POOL_NOW = AFTER_WEEK_1;
  await scoreWeek1(initialScores());
});

describe('what a player owes', () => {
  it('charges each survivor entry, each Week 6 entry at its pool fee and each square named for the player', async () => {
    const [pool] = await json<{ name: string; entryFee: number }[]>(admin.get('/api/week6/pools'));
    await ok(admin.send('PUT', '/api/admin/squares/3/assign', { playerName: 'money_ann' }));
    await ok(admin.send('PUT', '/api/admin/squares/4/assign', { playerName: 'MONEY_ANN' }));
    await ok(admin.send('PUT', '/api/admin/squares/74/assign', { playerName: 'money_bob' }));
    await ok(admin.send('PUT', '/api/admin/squares/77/assign', { playerName: 'Nobody' }));
    const line = await lineOf(ids.ann);
    expect(
      line.items.filter((item) => item.kind === 'owed').map((item) => [item.label, item.amount]),
    ).toEqual([
      ['Survivor entry', 25],
      [`${week6PoolLabel(pool?.name ?? '')}: 2 entries`, 2 * (pool?.entryFee as number)],
      ['Square 3', 25],
      ['Square 4', 25],
    ]);
    expect(line.owed).toBe(75 + 2 * (pool?.entryFee as number));
  });

  it('lists every full-app player, and the late-entry players who owe their entry, by display name', async () => {
    const { rows } = await ledger();
    const names = rows.map((row) => row.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const nina = rows.find((row) => row.displayName === 'nina_late');
    expect(itemsOf(nina, 'late-entry').map((item) => [item.label, item.amount])).toEqual([
      ['Late-entry survivor entry', 25],
    ]);
  });
});

describe('payments', () => {
  let first: string;

  it('records a payment, audited, and the balance follows', async () => {
    const before = await lineOf(ids.ann);
    const answer = await json<Ledger>(
      admin.send('POST', '/api/admin/money/payments', {
        userId: ids.ann,
        amount: 100,
        paidOn: '2025-09-05',
        note: 'Venmo',
      }),
    );
    const line = answer.rows.find((row) => row.userId === ids.ann) as MoneyLine;
    expect(line.payments).toEqual([
      expect.objectContaining({
        userId: ids.ann,
        amount: 100,
        paidOn: '2025-09-05',
        note: 'Venmo',
        correctsPaymentId: null,
      }),
    ]);
    first = line.payments[0]?.id as string;
    expect([line.paid, line.balance]).toEqual([before.paid + 100, before.balance + 100]);
    const audit = await json<AuditPage>(admin.get(`/api/admin/audit?userId=${ids.ann}`));
    expect(audit.entries[0]).toMatchObject({ action: 'money.payment', subject: { id: ids.ann } });
    expect(audit.entries[0]?.summary).toBe('Payment: 100 points from money_ann on 2025-09-05');
  });

  it('corrects a payment with a new record: the original stays as it was, the balance follows', async () => {
    const before = await lineOf(ids.ann);
    const answer = await json<Ledger>(
      admin.send('POST', '/api/admin/money/payments', {
        userId: ids.ann,
        amount: -40,
        paidOn: '2025-09-06',
        note: 'Typed 100, was 60',
        correctsPaymentId: first,
      }),
    );
    const line = answer.rows.find((row) => row.userId === ids.ann) as MoneyLine;
    expect(line.payments.map((p) => [p.amount, p.correctsPaymentId])).toEqual([
      [100, null],
      [-40, first],
    ]);
    expect(line.payments[0]).toEqual(before.payments[0]);
    expect([line.paid, line.balance]).toEqual([before.paid - 40, before.balance - 40]);
  });

  it('refuses bad input with 400 and a message, an unknown player with 404, and stores nothing', async () => {
    await ok(
      admin.send('POST', '/api/admin/money/payments', {
        userId: ids.bob,
        amount: 5,
        paidOn: '2025-09-05',
        note: '',
      }),
    );
    const bobsPayment = (await lineOf(ids.bob)).payments[0]?.id;
    const payment = { userId: ids.ann, amount: 25, paidOn: '2025-09-05', note: '' };
    const before = await tableSnapshot();
    const refusals: [string, string, unknown, number, string][] = [
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, amount: 0 },
        400,
        'amount must be non-zero and at most 1,000,000',
      ],
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, amount: 2.005 },
        400,
        'amount must have at most two decimals',
      ],
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, amount: -5 },
        400,
        'A negative amount must correct an earlier payment',
      ],
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, paidOn: '2025-02-30' },
        400,
        'paidOn must be a date (YYYY-MM-DD)',
      ],
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, note: 'x'.repeat(201) },
        400,
        'note must be 200 characters or less',
      ],
      [
        'POST',
        '/api/admin/money/payments',
        { ...payment, amount: -5, correctsPaymentId: bobsPayment },
        400,
        'correctsPaymentId must name an earlier payment of the same player',
      ],
      ['POST', '/api/admin/money/payments', { ...payment, userId: 'no-such-player' }, 404, 'No such player'],
      [
        'PUT',
        '/api/admin/money/amounts',
        { ...DEFAULT_MONEY_AMOUNTS, squaresQuarters: [25, 25, 25, 20] },
        400,
        'squaresQuarters must add up to 100',
      ],
      [
        'PUT',
        '/api/admin/money/amounts',
        { ...DEFAULT_MONEY_AMOUNTS, weeklyWinner: -1 },
        400,
        'weeklyWinner must be from 0 to 1,000,000',
      ],
      [
        'PUT',
        '/api/admin/money/amounts',
        { ...DEFAULT_MONEY_AMOUNTS, currency: '' },
        400,
        'currency must be 1 to 20 characters',
      ],
      [
        'PUT',
        '/api/admin/money/super-bowl',
        {
          quarters: [
            { away: 7, home: 3 },
            { away: 3, home: 3 },
          ],
        },
        400,
        'A score never goes down from one quarter to the next',
      ],
      [
        'PUT',
        '/api/admin/money/super-bowl',
        { quarters: [{ away: 1.5, home: 0 }] },
        400,
        'scores must be whole numbers',
      ],
    ];
    for (const [method, path, body, status, message] of refusals) {
      const response = await admin.send(method, path, body);
      expect({ path, status: response.status, message: (await response.json()).message }).toEqual({
        path,
        status,
        message,
      });
    }
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('corrections are bounded by the payment they correct', () => {
  const pay = async (amount: number, note: string) => {
    const line = (
      await json<Ledger>(
        ok(
          admin.send('POST', '/api/admin/money/payments', {
            userId: ids.bob,
            amount,
            paidOn: '2025-09-07',
            note,
          }),
        ),
      )
    ).rows.find((row) => row.userId === ids.bob) as MoneyLine;
    return line.payments.find((payment) => payment.note === note)?.id as string;
  };
  const correct = (paymentId: string, amount: number, note = 'Correction') =>
    admin.send('POST', '/api/admin/money/payments', {
      userId: ids.bob,
      amount,
      paidOn: '2025-09-08',
      note,
      correctsPaymentId: paymentId,
    });
  const refusal = async (response: Response | Promise<Response>) => {
    const answer = await response;
    return { status: answer.status, message: (await answer.json()).message as string };
  };
  const leftOf = async (paymentId: string) => {
    const { payments } = await lineOf(ids.bob);
    return payments
      .filter((payment) => payment.id === paymentId || payment.correctsPaymentId === paymentId)
      .reduce((sum, payment) => sum + payment.amount, 0);
  };

  it('refuses a correction that takes its payment below 0, counting its corrections together, and says what is left', async () => {
    const paid = await pay(25, 'Bounded 25');
    const before = await tableSnapshot();
    expect(await refusal(correct(paid, -1_000_000))).toEqual({
      status: 409,
      message: 'The corrections of a payment cannot take it below 0: 25 points is left to correct',
    });
    expect(await tableSnapshot()).toEqual(before);
    await ok(correct(paid, -10.3));
    expect(await refusal(correct(paid, -15))).toEqual({
      status: 409,
      message: 'The corrections of a payment cannot take it below 0: 14.70 points is left to correct',
    });
    await ok(correct(paid, 5));
    await ok(correct(paid, -19.7));
    expect(await leftOf(paid)).toBe(0);
    expect(await refusal(correct(paid, -0.01))).toEqual({
      status: 409,
      message: 'The corrections of a payment cannot take it below 0: 0 points is left to correct',
    });
    const correction = (await lineOf(ids.bob)).payments.find((p) => p.correctsPaymentId === paid)?.id;
    expect(await refusal(correct(correction as string, 1))).toEqual({
      status: 400,
      message: 'correctsPaymentId must name a payment, not a correction: correct the payment itself',
    });
  });

  it('lets one of two corrections pass when the second would take the payment below 0, whichever write the first is held at', async () => {
    let round = 0;
    const writes = await holdAtEachWrite({
      setup: async () => {
        round += 1;
        return pay(25, `Raced 25 #${round}`);
      },
      a: (paid) => refusal(correct(paid, -20, 'A')),
      b: (paid) => refusal(correct(paid, -20, 'B')),
      check: async (paid, { a, b, position }) => {
        const statuses = [a.status, b.status].sort();
        expect(statuses, `position ${position}: ${a.message} / ${b.message}`).toEqual([200, 409]);
        expect([a, b].find((answer) => answer.status === 409)?.message).toBe(
          'The corrections of a payment cannot take it below 0: 5 points is left to correct',
        );
        expect(await leftOf(paid)).toBe(5);
      },
    });
    expect(writes).toBe(5);
  });
});

describe('a payment cut off by a crash', () => {
  it('has its audit line in the audit log without being sent again, whichever write it stopped after', async () => {
    const send = (note: string) =>
      admin.send('POST', '/api/admin/money/payments', {
        userId: ids.ann,
        amount: 3,
        paidOn: '2025-09-09',
        note,
      });
    const audited = async (note: string) =>
      (await json<AuditPage>(admin.get(`/api/admin/audit?userId=${ids.ann}`))).entries.filter(
        (entry) => (entry.after as { note?: string } | null)?.note === note,
      ).length;
    const { calls } = await withWrites(() => ok(send('Crash-free')));
    for (let at = 2; at <= calls.length; at += 1) {
      const note = `Crash after write ${at - 1}`;
      const { result, injected } = await withWrites(() => send(note), { kind: 'timeout', at });
      expect(injected, note).toBe(true);
      expect(result.status, note).toBe(503);
      expect(await audited(note), note).toBe(1);
      // Read after the audit page, which bumped the ledger's version a crash may have left unmoved.
      expect(
        (await lineOf(ids.ann)).payments.filter((p) => p.note === note),
        note,
      ).toHaveLength(1);
    }
    // The payment with its audit line, the ledger's version, the audit entry, then the payment's
    // pending line taken off it and off the index.
    expect(calls.map((call) => [call.command, call.partition.split('#').at(-1)])).toEqual([
      ['PutItem', 'LEDGER'],
      ['UpdateItem', 'LEDGER'],
      ['PutItem', 'AUDIT'],
      ['UpdateItem', 'LEDGER'],
      ['UpdateItem', 'LEDGER'],
    ]);
    // A correction cut off after its one write is audited too.
    const paid = (await lineOf(ids.ann)).payments.find((p) => p.note === 'Crash-free')?.id;
    const { result } = await withWrites(
      () =>
        admin.send('POST', '/api/admin/money/payments', {
          userId: ids.ann,
          amount: -1,
          paidOn: '2025-09-09',
          note: 'Crashed correction',
          correctsPaymentId: paid,
        }),
      { kind: 'timeout', at: 2 },
    );
    expect(result.status).toBe(503);
    expect(await audited('Crashed correction')).toBe(1);
  });
});

describe('a payment sent again', () => {
  const send = (note: string, requestId: string, amount = 7) =>
    admin.send('POST', '/api/admin/money/payments', {
      userId: ids.bob,
      amount,
      paidOn: '2025-09-07',
      note,
      requestId,
    });
  const recorded = async (note: string) => ({
    payments: (await lineOf(ids.bob)).payments.filter((p) => p.note === note).length,
    audited: (await json<AuditPage>(admin.get(`/api/admin/audit?userId=${ids.bob}`))).entries.filter(
      (entry) => (entry.after as { note?: string } | null)?.note === note,
    ).length,
  });

  it('with the same requestId is recorded once, in the ledger and the audit log', async () => {
    for (let i = 0; i < 2; i += 1) await ok(send('Twice sent', 'retry-twice-0001'));
    expect(await recorded('Twice sent')).toEqual({ payments: 1, audited: 1 });
    const other = await send('Twice sent', 'retry-twice-0001', 8);
    expect({ status: other.status, message: (await other.json()).message }).toEqual({
      status: 409,
      message: 'This requestId was already used for another payment',
    });
  });

  it('after a fault at any of its writes is recorded once when sent again', async () => {
    const { calls } = await withWrites(() => ok(send('Fault-free', 'fault-free-0001')));
    expect(calls.map((call) => call.command)).toEqual([
      'PutItem',
      'UpdateItem',
      'PutItem',
      'UpdateItem',
      'UpdateItem',
    ]);
    for (const [i, call] of calls.entries()) {
      for (const kind of kindsFor(call)) {
        const note = `Fault ${kind} at ${i + 1}`;
        const requestId = `fault-${kind}-${i + 1}`;
        const { result, injected } = await withWrites(() => send(note, requestId), { kind, at: i + 1 });
        expect(injected, note).toBe(true);
        // A write after the payment's first that finds its work done (the audit entry there, the
        // pending line taken) is of this very payment: kept.
        const kept = kind === 'conditional' && i > 0;
        expect(kept ? [200] : [409, 503], note).toContain(result.status);
        if (!kept) expect(typeof (await result.json()).message, note).toBe('string');
        await ok(send(note, requestId));
        expect(await recorded(note), note).toEqual({ payments: 1, audited: 1 });
      }
    }
  });
});

describe('weekly winners follow the results', () => {
  it("gives the week to one player by the standings' tie order under 'tiebreaker'", async () => {
    const board = await boardOfWeek1();
    const [top, next] = board;
    // Level: one correct pick each (G's push counts as a loss), the same MNF difference.
    expect([top?.correctPicks, top?.tiebreakerDiff]).toEqual([next?.correctPicks, next?.tiebreakerDiff]);
    expect(await wonOf(top?.userId as string, 'weekly-winner')).toEqual([['Week 1 winner', 350, false]]);
    expect(await wonOf(next?.userId as string, 'weekly-winner')).toEqual([]);
  });

  it('marks on the board the winner the ledger pays, saying when only the user id decided', async () => {
    const board = await boardOfWeek1();
    const [top, next] = board;
    // A full tie: both rank 1 on the board, one prize in the ledger.
    expect([top?.rank, next?.rank]).toEqual([1, 1]);
    expect(top?.prize).toEqual({ place: 1, shares: 1, byUserId: true });
    expect(next?.prize).toBeNull();
    expect(markedBy(board, () => 350)).toEqual(await paidBy('weekly-winner'));

    const season = await seasonBoard();
    expect(season.slice(0, 2).map((entry) => [entry.rank, entry.prize])).toEqual([
      [1, { place: 1, shares: 1, byUserId: true }],
      [1, { place: 2, shares: 1, byUserId: true }],
    ]);
    expect(markedBy(season, (prize) => (prize.place === 1 ? 2500 : 575))).toEqual(
      [...(await paidBy('season-first')), ...(await paidBy('season-second'))].sort(),
    );
  });

  it("splits it between the players level on picks and MNF difference under 'split'", async () => {
    await setAmounts({ weeklyTies: 'split' });
    for (const id of [ids.ann, ids.bob])
      expect(await wonOf(id, 'weekly-winner')).toEqual([['Week 1 winner (split 2 ways)', 175, false]]);
    const board = await boardOfWeek1();
    expect(board.slice(0, 2).map((entry) => entry.prize)).toEqual([
      { place: 1, shares: 2, byUserId: false },
      { place: 1, shares: 2, byUserId: false },
    ]);
    expect(markedBy(board, (prize) => 350 / prize.shares)).toEqual(await paidBy('weekly-winner'));
  });

  it('moves the prize when the push rule changes', async () => {
    await setPushRule('win');
    expect((await boardOfWeek1())[0]?.userId).toBe(ids.ann);
    expect(await wonOf(ids.ann, 'weekly-winner')).toEqual([['Week 1 winner', 350, false]]);
    expect(await wonOf(ids.bob, 'weekly-winner')).toEqual([]);
  });

  it('moves the prize when a score is corrected and the week re-graded', async () => {
    const before = await lineOf(ids.bob);
    await scoreWeek1({ ...initialScores(), [X.id]: [0, 30] });
    expect((await boardOfWeek1())[0]?.userId).toBe(ids.bob);
    expect(await wonOf(ids.bob, 'weekly-winner')).toEqual([['Week 1 winner', 350, false]]);
    expect(await wonOf(ids.ann, 'weekly-winner')).toEqual([]);
    const after = await lineOf(ids.bob);
    // The week's prize, and the survivor pool's: Ann's survivor team was X's home side too.
    expect(after.won - before.won).toBe(350 + 3000);
    expect(after.balance - before.balance).toBe(350 + 3000);
  });

  it('shows the season places as projected before Week 18 is graded, outside won and the balance', async () => {
    expect(await wonOf(ids.bob, 'season-first')).toEqual([['Season 1st place', 2500, true]]);
    expect(await wonOf(ids.ann, 'season-second')).toEqual([['Season 2nd place', 575, true]]);
    const line = await lineOf(ids.ann);
    expect(line.projected).toBe(575);
    expect(line.balance).toBeCloseTo(line.paid + line.won - line.owed, 2);
  });
});

describe('the survivor winner', () => {
  it('goes to the last entry alive once the week that left it alone is over', async () => {
    // X's correction put Ann's survivor team out in Week 1; every demo entry went out without a pick.
    expect(await wonOf(ids.bob, 'survivor-winner')).toEqual([['Survivor winner', 3000, false]]);
    expect(await wonOf(ids.ann, 'survivor-winner')).toEqual([]);
  });

  it('is split among every entry when the last ones all go out in the same week', async () => {
    await scoreWeek1({ ...initialScores(), [X.id]: [0, 30], [H.id]: [0, 30] });
    const stats = await json<SurvivorStats>(admin.get('/api/survivor/stats'));
    expect(stats.standard.alive).toBe(0);
    const ways = stats.standard.total;
    const { rows } = await ledger();
    const shares = rows.flatMap((row) => itemsOf(row, 'survivor-winner'));
    expect(shares.length).toBeGreaterThan(2);
    expect(new Set(shares.map((item) => item.label))).toEqual(
      new Set([`Survivor winner (split ${ways} ways)`]),
    );
    expect(Math.round(shares.reduce((sum, item) => sum + item.amount, 0) * 100)).toBe(300_000);
    expect(itemsOf(await lineOf(ids.bob), 'survivor-winner')).toHaveLength(1);
  });
});

describe('the squares', () => {
  it("pays each quarter's square its share of the pot once the admin enters the Super Bowl score", async () => {
    const answer = await json<Ledger>(
      admin.send('PUT', '/api/admin/money/super-bowl', {
        quarters: [
          { away: 0, home: 3 },
          { away: 7, home: 14 },
          { away: 17, home: 17 },
          { away: 20, home: 24 },
        ],
      }),
    );
    expect(answer.superBowl?.quarters).toHaveLength(4);
    // Pot: 4 named squares x 25. Q3's square (77) names nobody of the pool.
    expect(await wonOf(ids.ann, 'squares-quarter')).toEqual([
      ['Squares Q1: 0-3, square 3', 20, false],
      ['Squares Final: 20-24, square 4', 30, false],
    ]);
    expect(await wonOf(ids.bob, 'squares-quarter')).toEqual([['Squares Q2: 7-14, square 74', 30, false]]);
  });
});

describe('what a player may see', () => {
  it("answers a player's own line only, and the amounts the rules show", async () => {
    // A second admin without a username: admins see them by email, players never.
    const treasurer = await signIn(stack.url, 'money.treasurer@example.com');
    const treasurerId = (await json<{ id: string }>(treasurer.client.get('/api/auth/user'))).id;
    await ok(admin.send('PATCH', `/api/admin/users/${treasurerId}/admin`, { isAdmin: true }));
    await ok(
      treasurer.client.send('POST', '/api/admin/money/payments', {
        userId: ids.ann,
        amount: 5,
        paidOn: '2025-09-08',
        note: 'Cash',
      }),
    );
    expect((await lineOf(ids.ann)).payments.at(-1)?.recordedBy).toBe('money.treasurer@example.com');
    const text = await (await ann.get('/api/money/me')).text();
    const mine = JSON.parse(text) as MyMoney;
    const { payments, ...rest } = await lineOf(ids.ann);
    expect(mine.line).toEqual({
      ...rest,
      payments: payments.map((p) => ({ ...p, recordedBy: expect.any(String) })),
    });
    // The admin who recorded her payments is named as a player may see them: never by email.
    expect(text).not.toContain('money.treasurer@example.com');
    expect(mine.line.payments.at(-1)?.recordedBy).toMatch(/^User /);
    expect(mine.amounts).toEqual({ ...DEFAULT_MONEY_AMOUNTS, weeklyTies: 'split' });
    expect(await json<MoneyAmounts>(bob.get('/api/money/amounts'))).toEqual(mine.amounts);
    expect((await ann.get('/api/admin/money')).status).toBe(403);
    expect((await ann.get('/api/admin/money/csv')).status).toBe(403);
  });

  it("shows an impersonating admin the player's line", async () => {
    const viewing = (await signIn(stack.url, 'admin@example.com')).client;
    await ok(viewing.send('POST', `/api/admin/impersonate/${ids.bob}`, {}));
    expect((await json<MyMoney>(viewing.get('/api/money/me'))).line.userId).toBe(ids.bob);
    await ok(viewing.send('POST', '/api/admin/stop-impersonate', {}));
  });
});

describe('the CSV', () => {
  it('has a row per player as the ledger shows it, then the totals', async () => {
    const response = await admin.get('/api/admin/money/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ledger.csv"');
    const table = parseCsv(await response.text());
    expect(table.header).toEqual(['Player', 'Owed', 'Paid', 'Won', 'Projected', 'Balance']);
    const { rows, totals } = await ledger();
    expect(csvRecords(table)).toEqual([
      ...rows.map((row) => ({
        Player: row.displayName,
        Owed: String(row.owed),
        Paid: String(row.paid),
        Won: String(row.won),
        Projected: String(row.projected),
        Balance: String(row.balance),
      })),
      {
        Player: 'Total',
        Owed: String(totals.owed),
        Paid: String(totals.paid),
        Won: String(totals.won),
        Projected: String(totals.projected),
        Balance: String(totals.balance),
      },
    ]);
  });
});
