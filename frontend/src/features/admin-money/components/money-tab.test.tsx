// @vitest-environment happy-dom
import { DEFAULT_MONEY_AMOUNTS } from '@shared/money/amounts';
import type { Ledger, MoneyLine, Payment } from '@shared/schemas/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyTab } from '@/features/admin-money/components/money-tab';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

const amounts = DEFAULT_MONEY_AMOUNTS;

const venmo: Payment = {
  id: 'pay-1',
  userId: 'u-alice',
  amount: 125,
  paidOn: '2025-09-02',
  note: 'Venmo',
  recordedAt: '2025-09-02T15:00:00.000Z',
  recordedBy: 'commish',
  correctsPaymentId: null,
};

const alice: MoneyLine = {
  userId: 'u-alice',
  displayName: 'alice_b',
  owed: 125,
  paid: 125,
  won: 350,
  projected: 2500,
  balance: 350,
  items: [
    { kind: 'owed', source: 'survivor-entry', label: 'Survivor entry', amount: 25, projected: false },
    { kind: 'owed', source: 'week6-entry', label: 'Week 6 pool: 1 entry', amount: 100, projected: false },
    { kind: 'won', source: 'weekly-winner', label: 'Week 7 winner', amount: 350, projected: false },
    { kind: 'won', source: 'season-first', label: 'Season 1st place', amount: 2500, projected: true },
  ],
  payments: [venmo],
};

const bob: MoneyLine = {
  userId: 'u-bob',
  displayName: 'bobby_t',
  owed: 75,
  paid: 0,
  won: 0,
  projected: 0,
  balance: -75,
  items: [
    { kind: 'owed', source: 'survivor-entry', label: 'Survivor entry', amount: 25, projected: false },
    { kind: 'owed', source: 'square', label: 'Square 42', amount: 25, projected: false },
    { kind: 'owed', source: 'square', label: 'Square 43', amount: 25, projected: false },
  ],
  payments: [],
};

const ledgerOf = (rows: MoneyLine[]): Ledger => {
  const sum = (key: 'owed' | 'paid' | 'won' | 'projected' | 'balance') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    season: 2025,
    amounts,
    rows,
    totals: {
      owed: sum('owed'),
      paid: sum('paid'),
      won: sum('won'),
      projected: sum('projected'),
      balance: sum('balance'),
    },
    superBowl: null,
  };
};

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

describe('Admin Money tab', () => {
  it("shows each player's owed, paid, won, projected and balance, and the pool totals", async () => {
    renderWithApp(<MoneyTab />, { 'GET /api/admin/money': ledgerOf([alice, bob]) });
    const table = await screen.findByRole('table', { name: "Players' money in points" }, firstRead);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['125', '125', '350', '2,500', 'Is owed 350', 'DetailsRecord payment'],
      ['75', '0', '0', '0', 'Owes 75', 'DetailsRecord payment'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['alice_b', 'bobby_t']);
    const totals = screen.getByRole('group', { name: 'Pool totals' });
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['200', '125', '350', '2,500', 'Pool owes 275']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/money/csv',
    );
  });

  it('reads a past season from the season selector, read only, with its own CSV', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<MoneyTab />, {
      'GET /api/admin/money': { ...ledgerOf([alice]), season: 2026 },
      'GET /api/seasons': {
        current: 2026,
        seasons: [
          { season: 2026, current: true },
          { season: 2025, current: false },
        ],
      },
      'GET /api/admin/money?season=2025': ledgerOf([alice, bob]),
    });
    const select = await screen.findByRole('combobox', { name: 'Season' }, firstRead);
    expect(screen.getByRole('button', { name: 'Record payment for alice_b' })).toBeDefined();
    await user.selectOptions(select, '2025');
    expect(await screen.findByRole('button', { name: 'Details of bobby_t' })).toBeDefined();
    expect(requests.map((request) => request.url)).toContain('/api/admin/money?season=2025');
    expect(screen.queryByRole('button', { name: /^Record payment/ })).toBeNull();
    expect(
      screen.getByText(
        "The 2025 season has ended: its ledger is read only. A balance it left unpaid is on the player's line in 2026 until settled there.",
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/money/csv?season=2025',
    );
    await user.click(screen.getByRole('button', { name: 'Details of alice_b' }));
    const dialog = await screen.findByRole('dialog', { name: 'alice_b' });
    expect(within(dialog).queryByRole('button', { name: 'Correct' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('lists a player’s items, projected ones marked, and their payments', async () => {
    const user = userEvent.setup();
    renderWithApp(<MoneyTab />, { 'GET /api/admin/money': ledgerOf([alice, bob]) });
    await user.click(await screen.findByRole('button', { name: 'Details of alice_b' }, firstRead));
    const dialog = await screen.findByRole('dialog', { name: 'alice_b' });
    const won = within(dialog).getByRole('region', { name: 'Won' });
    expect(
      within(won)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Week 7 winner350 points', 'Season 1st placeProjected2,500 points']);
    const payments = within(dialog).getByRole('region', { name: 'Payments' });
    expect(
      within(payments).getByRole('listitem', { name: 'Payment of 125 points on Sep 2, 2025' }),
    ).toBeDefined();
  });

  it('records a payment: refuses a negative amount without sending it, then sends the payment dated as typed', async () => {
    const user = userEvent.setup();
    const paid = {
      ...bob,
      paid: 75,
      balance: 0,
      payments: [{ ...venmo, id: 'pay-2', userId: 'u-bob', amount: 75 }],
    };
    const { requests } = renderWithApp(<MoneyTab />, {
      'GET /api/admin/money': ledgerOf([alice, bob]),
      'POST /api/admin/money/payments': ledgerOf([alice, paid]),
    });
    await user.click(await screen.findByRole('button', { name: 'Record payment for bobby_t' }, firstRead));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for bobby_t' });
    const amount = within(dialog).getByLabelText('Amount (points)');
    const day = within(dialog).getByLabelText('Date paid') as HTMLInputElement;
    expect(day.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.type(amount, '-75');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      within(dialog).getByText(
        'A payment is money in: enter a positive amount (a correction may be negative)',
      ),
    ).toBeDefined();
    expect(posts(requests)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '75');
    await user.clear(day);
    await user.type(day, '2025-12-10');
    await user.type(within(dialog).getByLabelText('Note'), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeDefined();
    expect(screen.getByText('75 points for bobby_t on Dec 10, 2025.')).toBeDefined();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/money/payments',
        body: {
          userId: 'u-bob',
          amount: 75,
          paidOn: '2025-12-10',
          note: 'Cash',
          requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
        },
      },
    ]);
    // The table's new answer renders in a transition (lib/deferred-answers.ts), just after the toast.
    const table = screen.getByRole('table', { name: "Players' money in points" });
    expect(await within(table).findByText('All square')).toBeDefined();
  });

  it('corrects a payment with a new record naming it, and shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const corrected = {
      ...alice,
      paid: 100,
      balance: 325,
      payments: [
        venmo,
        { ...venmo, id: 'pay-3', amount: -25, note: 'Overcounted', correctsPaymentId: 'pay-1' },
      ],
    };
    const { requests } = renderWithApp(<MoneyTab />, {
      'GET /api/admin/money': ledgerOf([alice, bob]),
      'POST /api/admin/money/payments': () =>
        refuse
          ? { status: 409, body: { message: 'That payment was already corrected by another admin' } }
          : ledgerOf([corrected, bob]),
    });
    await user.click(await screen.findByRole('button', { name: 'Details of alice_b' }, firstRead));
    const details = await screen.findByRole('dialog', { name: 'alice_b' });
    await user.click(within(details).getByRole('button', { name: 'Correct' }));

    const dialog = await screen.findByRole('dialog', { name: 'Correct a payment of alice_b' });
    const amount = within(dialog).getByLabelText('Amount (points)') as HTMLInputElement;
    expect(amount.value).toBe('-125');
    expect((within(dialog).getByLabelText('Note') as HTMLInputElement).value).toBe(
      'Corrects the payment of Sep 2, 2025',
    );
    await user.clear(amount);
    await user.type(amount, '-25');
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText('Failed to record the correction')).toBeDefined();
    expect(screen.getByText('That payment was already corrected by another admin')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Correct a payment of alice_b' })).toBeDefined();

    refuse = false;
    await user.click(await within(dialog).findByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText('Correction recorded')).toBeDefined();
    const sent = posts(requests).map((request) => request.body as { requestId: string });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ userId: 'u-alice', amount: -25, correctsPaymentId: 'pay-1' });
    // The same payment sent again carries the same id, so the server could never record it twice.
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);

    await user.click(screen.getByRole('button', { name: 'Details of alice_b' }));
    const after = await screen.findByRole('dialog', { name: 'alice_b' });
    const correction = within(after).getByRole('listitem', {
      name: 'Correction of -25 points on Sep 2, 2025',
    });
    expect(within(correction).getByText('Corrects 125 points on Sep 2, 2025')).toBeDefined();
  });
});
