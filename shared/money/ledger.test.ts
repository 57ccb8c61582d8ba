import { describe, expect, it } from 'vitest';
import type { Payment } from '../schemas/money';
import { DEFAULT_MONEY_AMOUNTS } from './amounts';
import { buildLedger, earlierSeasonItem, owedItem, week6EntriesItem, week6PoolLabel } from './ledger';

const paid = (
  userId: string,
  amount: number,
  id: string,
  correctsPaymentId: string | null = null,
): Payment => ({
  id,
  userId,
  amount,
  paidOn: '2025-09-01',
  note: '',
  recordedAt: `2025-09-01T00:00:0${id}.000Z`,
  recordedBy: 'admin',
  correctsPaymentId,
});

const won = (amount: number, projected = false) => ({
  kind: 'won' as const,
  source: 'weekly-winner' as const,
  label: 'Week 1 winner',
  amount,
  projected,
});

describe('the ledger', () => {
  const ledger = buildLedger({
    season: 2025,
    amounts: DEFAULT_MONEY_AMOUNTS,
    players: [
      { userId: 'z', displayName: 'zoe', alwaysListed: true },
      { userId: 'a', displayName: 'Adam', alwaysListed: true },
      { userId: 'w', displayName: 'wendy', alwaysListed: false },
      { userId: 'q', displayName: 'quiet', alwaysListed: false },
    ],
    owed: [
      { userId: 'a', item: owedItem('survivor-entry', 'Survivor entry', 2500) },
      { userId: 'w', item: week6EntriesItem('Alpha', 2, 10_000) },
      { userId: 'a', item: owedItem('square', 'Square 7', 2500) },
    ],
    winnings: [
      { userId: 'a', item: won(0.1) },
      { userId: 'a', item: won(0.2) },
      { userId: 'z', item: won(2500, true) },
    ],
    payments: [paid('a', 30, '2'), paid('a', -10, '3', '2'), paid('w', 200, '1')],
    superBowl: null,
  });

  it('lists full-app players and whoever owes, paid or won, by display name', () => {
    expect(ledger.rows.map((row) => row.displayName)).toEqual(['Adam', 'wendy', 'zoe']);
  });

  it('sums in cents: balance = paid + won - owed; projected winnings stay out of won and the balance', () => {
    expect(
      ledger.rows.map(({ displayName, owed, paid, won, projected, balance }) => [
        displayName,
        owed,
        paid,
        won,
        projected,
        balance,
      ]),
    ).toEqual([
      ['Adam', 50, 20, 0.3, 0, -29.7],
      ['wendy', 200, 200, 0, 0, 0],
      ['zoe', 0, 0, 0, 2500, 0],
    ]);
    expect(ledger.totals).toEqual({ owed: 250, paid: 220, won: 0.3, projected: 2500, balance: -29.7 });
  });

  it('names what is owed in the product words, owed items first', () => {
    expect(ledger.rows[1]?.items.map((item) => item.label)).toEqual(['Week 6 pool Alpha: 2 entries']);
    expect(ledger.rows[0]?.items.map((item) => item.kind)).toEqual(['owed', 'owed', 'won', 'won']);
  });

  it('names a Week 6 pool once when its own name already says Week 6', () => {
    expect(week6EntriesItem('Week 6 Survivor Pool', 1, 10_000).label).toBe('Week 6 Survivor Pool: 1 entry');
    expect(week6PoolLabel('Alpha')).toBe('Week 6 pool Alpha');
    expect(week6PoolLabel('Week6 Classic')).toBe('Week6 Classic');
  });

  it('keeps every payment, a correction beside the payment it corrects', () => {
    expect(ledger.rows[0]?.payments.map((p) => [p.id, p.amount, p.correctsPaymentId])).toEqual([
      ['2', 30, null],
      ['3', -10, '2'],
    ]);
  });
});

describe('a balance the season before left unpaid', () => {
  it('is owed when the player owed the pool, won when the pool owed the player', () => {
    expect(earlierSeasonItem(2025, -4050)).toEqual({
      kind: 'owed',
      source: 'earlier-season',
      label: '2025 balance left unpaid',
      amount: 40.5,
      projected: false,
    });
    expect(earlierSeasonItem(2025, 35000)).toEqual({
      kind: 'won',
      source: 'earlier-season',
      label: '2025 balance the pool owes',
      amount: 350,
      projected: false,
    });
  });
});
