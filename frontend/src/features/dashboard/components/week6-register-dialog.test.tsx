// @vitest-environment happy-dom
import { DEFAULT_MONEY_AMOUNTS } from '@shared/money/amounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Week6RegisterDialog } from '@/features/dashboard/components/week6-register-dialog';
import { week6Entry } from '@/test-support/fixtures';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

const registered = {
  message: 'Registered 3 entries for the Week 6 Survivor Pool',
  entries: [week6Entry('a', 'Entry 1'), week6Entry('b', 'Entry 2'), week6Entry('c', 'Entry 3')],
};

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

const openDialog = (answer: unknown = registered) => {
  const handlers = { onClose: vi.fn(), onRegistered: vi.fn(), onRefused: vi.fn() };
  const view = renderWithApp(
    <Week6RegisterDialog open startText="Entries start in Week 6." {...handlers} />,
    {
      'GET /api/money/amounts': { ...DEFAULT_MONEY_AMOUNTS, currency: 'dollars' },
      'POST /api/week6/entries/register': answer,
    },
  );
  return { ...view, ...handlers };
};

const entryCount = async () =>
  within(await screen.findByRole('dialog', { name: 'Register for the Week 6 Survivor Pool' })).getByRole(
    'combobox',
    { name: 'Number of Entries' },
  ) as HTMLSelectElement;

describe('the Week 6 registration dialog', () => {
  it('offers 1 to 10 entries, one chosen, and prices what is chosen in the pool’s currency', async () => {
    const user = userEvent.setup();
    openDialog();
    const select = await entryCount();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 entry', ...Array.from({ length: 9 }, (_, i) => `${i + 2} entries`)]);
    expect(select.value).toBe('1');
    expect(await screen.findByText('100 dollars per entry · 100 dollars total')).toBeDefined();
    await user.selectOptions(select, '4 entries');
    expect(screen.getByText('100 dollars per entry · 400 dollars total')).toBeDefined();
  });

  it('registers the number chosen, says so, and closes', async () => {
    const user = userEvent.setup();
    const { requests, onClose, onRegistered, onRefused } = openDialog();
    await user.selectOptions(await entryCount(), '3 entries');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Week 6 Registration Complete')).toBeDefined();
    expect(screen.getByText('Registered 3 entries for the Week 6 Survivor Pool')).toBeDefined();
    expect(posts(requests)).toEqual([
      { method: 'POST', url: '/api/week6/entries/register', body: { count: 3 } },
    ]);
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(onRefused).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal, has the registration read again, and closes without registering', async () => {
    const user = userEvent.setup();
    const { onClose, onRegistered, onRefused } = openDialog({
      status: 409,
      body: { message: 'Week 6 registration closed at the Week 6 kickoff' },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration Failed')).toBeDefined();
    expect(screen.getByText('Week 6 registration closed at the Week 6 kickoff')).toBeDefined();
    expect(onRefused).toHaveBeenCalledOnce();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
