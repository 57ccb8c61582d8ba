// @vitest-environment happy-dom
import { DEFAULT_MONEY_AMOUNTS } from '@shared/money/amounts';
import type { Ledger, MoneyLine, Payment } from '@shared/schemas/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentDialog, type PaymentTarget } from '@/features/admin-money/components/payment-dialog';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

/* Carla paid 100 on Sep 2 by Venmo, and 30 of it was already taken back by a correction. */
const venmo: Payment = {
  id: 'pay-1',
  userId: 'u-carla',
  amount: 100,
  paidOn: '2025-09-02',
  note: 'Venmo',
  recordedAt: '2025-09-02T15:00:00.000Z',
  recordedBy: 'commish',
  correctsPaymentId: null,
};
const takenBack: Payment = {
  ...venmo,
  id: 'pay-2',
  amount: -30,
  note: 'Overcounted',
  correctsPaymentId: 'pay-1',
};
const carla: MoneyLine = {
  userId: 'u-carla',
  displayName: 'carla_c',
  owed: 25,
  paid: 70,
  won: 0,
  projected: 0,
  balance: 45,
  items: [{ kind: 'owed', source: 'survivor-entry', label: 'Survivor entry', amount: 25, projected: false }],
  payments: [venmo, takenBack],
};
const ledger: Ledger = {
  season: 2025,
  amounts: DEFAULT_MONEY_AMOUNTS,
  rows: [carla],
  totals: { owed: 25, paid: 70, won: 0, projected: 0, balance: 45 },
  superBowl: null,
};

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

const openDialog = (target: PaymentTarget, answer: unknown = ledger) => {
  const onClose = vi.fn();
  const view = renderWithApp(<PaymentDialog target={target} currency="USD" onClose={onClose} />, {
    'POST /api/admin/money/payments': answer,
  });
  return { ...view, onClose };
};

const field = async (label: string) =>
  within(await screen.findByRole('dialog')).getByLabelText(label) as HTMLInputElement;

describe('the payment dialog', () => {
  it('refuses an empty, zero, over-precise or negative payment, a missing day and a long note, and sends none of them', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog({ player: carla, corrects: null });
    const amount = await field('Amount (USD)');
    const record = screen.getByRole('button', { name: 'Record payment' });

    await user.click(record);
    expect(screen.getByText('Enter the amount')).toBeDefined();
    for (const [typed, problem] of [
      ['0', 'The amount cannot be zero'],
      ['12.345', 'Enter an amount with at most two decimals'],
      ['ten', 'Enter an amount with at most two decimals'],
      ['-20', 'A payment is money in: enter a positive amount (a correction may be negative)'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed as string);
      await user.click(record);
      expect(screen.getByText(problem as string)).toBeDefined();
    }

    await user.clear(amount);
    await user.type(amount, '20');
    await user.clear(await field('Date paid'));
    await user.click(await field('Note'));
    await user.paste('x'.repeat(201));
    await user.click(record);
    expect(screen.getByText('Enter the day it was paid')).toBeDefined();
    expect(screen.getByText('Keep the note to 200 characters')).toBeDefined();
    expect(posts(requests)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads thousands and cents as typed, trims the note, and closes once recorded', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog({ player: carla, corrects: null });
    await user.type(await field('Amount (USD)'), '1,250.50');
    const day = await field('Date paid');
    await user.clear(day);
    await user.type(day, '2025-10-01');
    await user.type(await field('Note'), '  Cash at the bar  ');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeDefined();
    expect(posts(requests).map((request) => request.body)).toEqual([
      {
        userId: 'u-carla',
        amount: 1250.5,
        paidOn: '2025-10-01',
        note: 'Cash at the bar',
        requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts a correction as taking back what is left of the payment, and refuses taking back more', async () => {
    const user = userEvent.setup();
    const { requests } = openDialog({ player: carla, corrects: venmo });
    const dialog = await screen.findByRole('dialog', { name: 'Correct a payment of carla_c' });
    const amount = await field('Amount (USD)');
    expect(amount.value).toBe('-70');
    expect((await field('Note')).value).toBe('Corrects the payment of Sep 2, 2025');

    await user.clear(amount);
    await user.type(amount, '-70.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(
      within(dialog).getByText('A correction cannot take the payment below 0: 70 is left to correct'),
    ).toBeDefined();
    expect(posts(requests)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '-70');
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText('Correction recorded')).toBeDefined();
    expect(posts(requests).map((request) => request.body)).toEqual([
      expect.objectContaining({ userId: 'u-carla', amount: -70, correctsPaymentId: 'pay-1' }),
    ]);
  });

  it('sends a payment changed after a refusal under a new request id, the same one unchanged', async () => {
    const user = userEvent.setup();
    const { requests } = openDialog(
      { player: carla, corrects: null },
      { status: 503, body: { message: 'The pool is busy: try again in a moment' } },
    );
    const amount = await field('Amount (USD)');
    await user.type(amount, '20');
    const record = screen.getByRole('button', { name: 'Record payment' }) as HTMLButtonElement;
    /** Sends once the last refusal has come back (the button is busy until then). */
    const send = async (sent: number) => {
      await vi.waitFor(() => expect(record.disabled).toBe(false));
      await user.click(record);
      await vi.waitFor(() => expect(posts(requests)).toHaveLength(sent));
    };
    await send(1);
    expect(await screen.findByText('Failed to record the payment')).toBeDefined();
    await send(2);
    await user.clear(amount);
    await user.type(amount, '25');
    await send(3);

    const [first, again, changed] = posts(requests).map(
      (request) => request.body as { amount: number; requestId: string },
    );
    expect([first?.amount, again?.amount, changed?.amount]).toEqual([20, 20, 25]);
    expect(again?.requestId).toBe(first?.requestId);
    expect(changed?.requestId).not.toBe(first?.requestId);
  });
});
