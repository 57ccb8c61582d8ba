// @vitest-environment happy-dom
import { DEFAULT_MONEY_AMOUNTS } from '@shared/money/amounts';
import type { MyMoney } from '@shared/schemas/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyMoneyCard } from '@/features/dashboard/components/my-money-card';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

const amounts = DEFAULT_MONEY_AMOUNTS;

const line: MyMoney['line'] = {
  userId: 'u-carla',
  displayName: 'carla_m',
  owed: 125,
  paid: 100,
  won: 0,
  projected: 575,
  balance: -25,
  items: [
    { kind: 'owed', source: 'survivor-entry', label: 'Survivor entry', amount: 25, projected: false },
    { kind: 'owed', source: 'week6-entry', label: 'Week 6 pool: 1 entry', amount: 100, projected: false },
    { kind: 'won', source: 'season-second', label: 'Season 2nd place', amount: 575, projected: true },
  ],
  payments: [],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('Your money on the dashboard', () => {
  it('says what the player owes in plain words, with their projected winnings', async () => {
    renderWithApp(<MyMoneyCard />, { 'GET /api/money/me': { season: 2026, amounts, line } });
    const card = await screen.findByRole('region', { name: 'Your money' }, firstRead);
    expect(within(card).getByText('You owe 25 points')).toBeDefined();
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['125 points', '100 points', '0 points']);
    expect(
      within(card).getByText('Projected winnings: 575 points (Season 2nd place), counted once decided.'),
    ).toBeDefined();
  });

  it('shows the balance last season left unpaid, counted in this season until settled', async () => {
    const carried = {
      ...line,
      owed: 165,
      balance: -65,
      items: [
        ...line.items,
        {
          kind: 'owed' as const,
          source: 'earlier-season' as const,
          label: '2025 balance left unpaid',
          amount: 40,
          projected: false,
        },
      ],
    };
    renderWithApp(<MyMoneyCard />, { 'GET /api/money/me': { season: 2026, amounts, line: carried } });
    const card = await screen.findByRole('region', { name: 'Your money' }, firstRead);
    expect(within(card).getByText('You owe 65 points')).toBeDefined();
    expect(
      within(card).getByText('2025 balance left unpaid: 40 points, counted in Owed until settled.'),
    ).toBeDefined();
  });

  it('draws nothing for a player with no line items', async () => {
    const empty = { ...line, owed: 0, paid: 0, projected: 0, balance: 0, items: [] };
    const { requests, container } = renderWithApp(<MyMoneyCard />, {
      'GET /api/money/me': { season: 2026, amounts, line: empty },
    });
    await settle();
    expect(requests.map((request) => request.url)).toEqual(['/api/money/me']);
    expect(container.textContent).toBe('');
  });
});
