// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Week6PoolsPage } from '@/features/week6/components/week6-pools-page';
import { closedRegistration, future, openRegistration, week6Entry, week6Pool } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const api = (entries: ReturnType<typeof week6Entry>[], registration = openRegistration) => ({
  'GET /api/week6/pools': [week6Pool],
  'GET /api/week6/entries': entries,
  'GET /api/week6/registration': registration,
  'GET /api/games/current-week': { week: 5 },
});

describe('Week 6 pools page', () => {
  it('refuses an empty entry name without sending it, then creates the named entry', async () => {
    const user = userEvent.setup();
    const created = week6Entry('a1b2c3d4e5f6', 'Main Entry');
    const { requests } = renderWithApp(<Week6PoolsPage />, {
      ...api([]),
      'POST /api/week6/entries': created,
    });
    const pool = await screen.findByRole('region', { name: 'Week 6 Survivor' });
    expect(within(pool).getByText('0 of 2')).toBeDefined();
    await user.click(within(pool).getByRole('button', { name: 'Create New Entry' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create New Entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Entry' }));
    expect(await screen.findByText('Please enter an entry name')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Entry name'), '  Main Entry ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Entry' }));
    expect(await screen.findByText('Main Entry is in Week 6 Survivor.')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/week6/entries', body: { poolId: 'week6-pool', entryName: 'Main Entry' } },
    ]);
  });

  it('offers no new entry once the player holds the maximum', async () => {
    renderWithApp(
      <Week6PoolsPage />,
      api([week6Entry('a1b2c3d4e5f6', 'Main Entry'), week6Entry('b1b2c3d4e5f6', 'Second Entry')]),
    );
    const pool = await screen.findByRole('region', { name: 'Week 6 Survivor' });
    expect(within(pool).getByText('2 of 2')).toBeDefined();
    expect(within(pool).getByRole('status').textContent).toBe(
      'You have reached the maximum number of entries for this pool.',
    );
    expect(within(pool).queryByRole('button', { name: 'Create New Entry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Main Entry' })).toBeDefined();
  });

  it('shows a closed pool: the deadline and field, and no way to create or delete entries', async () => {
    renderWithApp(<Week6PoolsPage />, api([week6Entry('a1b2c3d4e5f6', 'Main Entry')], closedRegistration));
    const pool = await screen.findByRole('region', { name: 'Week 6 Survivor' });
    expect(within(pool).getByText('Registration closed')).toBeDefined();
    expect(within(pool).getByRole('status').textContent).toBe(
      'Registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET). 5 of 12 entries still alive.',
    );
    expect(screen.queryByRole('button', { name: 'Create New Entry' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Main Entry' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete Main Entry' })).toBeNull();
  });
});

describe('Week 6 entries on the pools page', () => {
  it('offers Manage Picks to a live entry only: an eliminated one says its fate', async () => {
    renderWithApp(
      <Week6PoolsPage />,
      api(
        [
          week6Entry('a1b2c3d4e5f6', 'Main Entry'),
          week6Entry('b1b2c3d4e5f6', 'Second Entry', { isEliminated: true, eliminatedInWeek: 6 }),
        ],
        closedRegistration,
      ),
    );
    const live = await screen.findByRole('article', { name: 'Main Entry' }, { timeout: 5000 });
    expect(within(live).getByRole('link', { name: 'Manage Picks' })).toBeDefined();
    const out = screen.getByRole('article', { name: 'Second Entry' });
    expect(within(out).getByText(/^Out in Week 6/)).toBeDefined();
    expect(within(out).queryByRole('link', { name: 'Manage Picks' })).toBeNull();
  });
});

describe('Week 6 pools reopened after they started', () => {
  const reopened = {
    ...openRegistration,
    closeWeek: 8,
    closesAtText: 'Thu, Oct 23, 8:15 PM ET',
    startWeek: 7,
    nextLockAt: future(24),
    nextLockText: 'Mon, Oct 20, 8:15 PM ET',
  };

  it('says new entries start in the current week and when its next game locks', async () => {
    renderWithApp(<Week6PoolsPage />, { ...api([], reopened), 'GET /api/games/current-week': { week: 7 } });
    const pool = await screen.findByRole('region', { name: 'Week 6 Survivor' }, { timeout: 5000 });
    expect(within(pool).getByText('New entries start')).toBeDefined();
    expect(within(pool).getByText('Week 7')).toBeDefined();
    expect(
      within(pool).getByText(
        'New entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET. Registration closes at the first Week 8 kickoff (Thu, Oct 23, 8:15 PM ET).',
      ),
    ).toBeDefined();
  });
});
