import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { Ledger, MoneyLine, MyMoney } from '../../shared/schemas/money';
import { csvRecords, parseCsv } from '../support/csv';
import { localStackForFile } from '../support/local-stack';
import { writeNextSeasonFiles } from '../support/next-season-file';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * Every season's money stays readable after the next one starts, through the real next-season flow:
 * the demo pool (2025, at Week 15) with its money, every regular-season game made final, then 2026
 * started with a made-up season file. 2025's ledger, CSV, a player's line and audit log answer by
 * `?season=2025`; the balances 2025 left unpaid are on 2026's lines until settled.
 */
process.env.SEASON_DATA_DIR = writeNextSeasonFiles(2026);
const stack = localStackForFile({ seed: true });

let admin: PoolClient;
let alice: PoolClient;
let aliceId: string;

const json = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
};
const lineIn = (ledger: Ledger, userId: string) =>
  ledger.rows.find((row) => row.userId === userId) as MoneyLine;

/** 2025 as it stood when it ended. */
let ledger2025: Ledger;
let alice2025: MyMoney;
let csv2025: string;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
  aliceId = (await json<{ id: string }>(alice.get('/api/auth/user'))).id;
  const paid = lineIn(
    await json<Ledger>(
      admin.send('POST', '/api/admin/money/payments', {
        userId: aliceId,
        amount: 10,
        paidOn: '2025-12-01',
        note: '2025 part payment',
      }),
    ),
    aliceId,
  ).payments.find((payment) => payment.note === '2025 part payment');
  await json(
    admin.send('POST', '/api/admin/money/payments', {
      userId: aliceId,
      amount: -2.5,
      paidOn: '2025-12-02',
      note: '2025 correction',
      correctsPaymentId: paid?.id,
    }),
  );
  // Every regular-season game final: the season is over.
  for (let week = 15; week <= 18; week += 1) {
    const games = await json<Game[]>(admin.get(`/api/games/week/${week}`));
    await json(
      admin.send('POST', '/api/admin/save-all-scores', {
        games: games.map((game) => ({ id: game.id, homeScore: 24, awayScore: 17, isCompleted: true })),
      }),
    );
  }
  ledger2025 = await json<Ledger>(admin.get('/api/admin/money'));
  alice2025 = await json<MyMoney>(alice.get('/api/money/me'));
  csv2025 = await (await admin.get('/api/admin/money/csv')).text();
  await json(admin.send('POST', '/api/admin/season/next', { season: 2026 }));
});

describe("last season's money", () => {
  it("answers 2025's ledger and its CSV by ?season=2025, as they stood when 2025 ended", async () => {
    expect(ledger2025.season).toBe(2025);
    expect(await json<Ledger>(admin.get('/api/admin/money?season=2025'))).toEqual(ledger2025);
    const csv = await admin.get('/api/admin/money/csv?season=2025');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ledger-2025.csv"');
    expect(csvRecords(parseCsv(await csv.text()))).toEqual(csvRecords(parseCsv(csv2025)));
    const now = await json<Ledger>(admin.get('/api/admin/money'));
    expect(now.season).toBe(2026);
    expect(await json<Ledger>(admin.get('/api/admin/money?season=2026'))).toEqual(now);
  });

  it("shows a player their own 2025 line by ?season=2025, and keeps 2025's payments in 2025's audit log", async () => {
    expect(await json<MyMoney>(alice.get('/api/money/me?season=2025'))).toEqual(alice2025);
    const audit = await json<AuditPage>(admin.get(`/api/admin/audit?userId=${aliceId}&season=2025`));
    expect(
      audit.entries.filter((entry) => entry.action === 'money.payment').map((entry) => entry.summary),
    ).toEqual([
      expect.stringMatching(/^Correction of payment \w+: -2\.50 points from alice_b on 2025-12-02$/),
      'Payment: 10 points from alice_b on 2025-12-01',
    ]);
    expect((await alice.get('/api/admin/money?season=2025')).status).toBe(403);
  });

  it('lists each balance 2025 left unpaid on the 2026 line until it is settled', async () => {
    const carried = (ledger: Ledger, userId: string) =>
      lineIn(ledger, userId)?.items.filter((item) => item.source === 'earlier-season');
    const now = await json<Ledger>(admin.get('/api/admin/money'));
    for (const row of ledger2025.rows.filter((line) => line.balance !== 0)) {
      expect(carried(now, row.userId), row.displayName).toEqual([
        row.balance < 0
          ? expect.objectContaining({ kind: 'owed', label: '2025 balance left unpaid', amount: -row.balance })
          : expect.objectContaining({
              kind: 'won',
              label: '2025 balance the pool owes',
              amount: row.balance,
            }),
      ]);
    }
    // Alice's own 2025 balance, whichever way it went (the demo's ties fall by random ids), is on her 2026 line.
    const balance = lineIn(ledger2025, aliceId).balance;
    expect(balance).not.toBe(0);
    const mine = await json<MyMoney>(alice.get('/api/money/me'));
    expect(mine.season).toBe(2026);
    expect(mine.line.items.filter((item) => item.source === 'earlier-season')).toEqual([
      balance < 0
        ? expect.objectContaining({ kind: 'owed', label: '2025 balance left unpaid', amount: -balance })
        : expect.objectContaining({ kind: 'won', label: '2025 balance the pool owes', amount: balance }),
    ]);
    // A player who owed at the end of 2025 owes it in 2026 until a payment settles it.
    const debtor = ledger2025.rows.find((row) => row.balance < 0) as MoneyLine;
    const owed = -debtor.balance;
    expect(lineIn(now, debtor.userId).balance).toBeLessThanOrEqual(-owed);
    const settled = lineIn(
      await json<Ledger>(
        admin.send('POST', '/api/admin/money/payments', {
          userId: debtor.userId,
          amount: owed,
          paidOn: '2026-09-01',
          note: '2025 settled',
        }),
      ),
      debtor.userId,
    );
    expect(settled.balance).toBe(lineIn(now, debtor.userId).balance + owed);
    // Settling in 2026 leaves 2025 as it ended.
    expect(await json<Ledger>(admin.get('/api/admin/money?season=2025'))).toEqual(ledger2025);
  });

  it('answers 404 with a message for a season the pool never played, 400 for a season that is no year', async () => {
    for (const season of [2019, 2027]) {
      for (const path of ['/api/admin/money', '/api/admin/money/csv', '/api/admin/audit']) {
        const answer = await admin.get(`${path}?season=${season}`);
        expect({ path, status: answer.status, body: await answer.json() }).toEqual({
          path,
          status: 404,
          body: { message: `The pool has no ${season} season` },
        });
      }
      expect((await alice.get(`/api/money/me?season=${season}`)).status).toBe(404);
    }
    const bad = await admin.get('/api/admin/money?season=last');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('season must be a year from 2000 to 2100');
  });
});
