// @vitest-environment happy-dom

import type { JoinRequest } from '@shared/schemas/admin-people';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UsersTab } from '@/features/admin-people/components/users-tab';
import { adminUser } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

const firstLink = 'https://pool.example.com/join#Zm9yLXRoZS1maXJzdC1mcmllbmRz';
const secondLink = 'https://pool.example.com/join#c2Vjb25kLWxpbmstZm9yLWZyaWVuZHM';

const dana: JoinRequest = {
  userId: 'u-dana',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Scully',
  requestedAt: '2025-09-01T15:00:00.000Z',
};
const fox: JoinRequest = {
  userId: 'u-fox',
  email: 'fox@example.com',
  firstName: null,
  lastName: null,
  requestedAt: '2025-09-02T15:00:00.000Z',
};

const usersTabRoutes = (requests: JoinRequest[]) => ({
  'GET /api/admin/invite': { url: firstLink },
  'GET /api/admin/join-requests': () => ({ requests }),
  'GET /api/admin/users': [],
});

describe('Admin Users tab: invite link and waiting list', () => {
  it('shows the invite link, and Copy puts it on the clipboard and says Copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<UsersTab />, usersTabRoutes([]));
    const link = await screen.findByRole('textbox', { name: 'Invite link' }, firstRead);
    expect((link as HTMLInputElement).value).toBe(firstLink);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(firstLink);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('The invite link is copied.');
  });

  it('replaces the link only after a confirmation that says the old link stops working', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<UsersTab />, {
      ...usersTabRoutes([]),
      'POST /api/admin/invite': { url: secondLink },
    });
    await screen.findByRole('textbox', { name: 'Invite link' }, firstRead);
    await user.click(screen.getByRole('button', { name: 'Replace Link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the invite link?' });
    expect(dialog.textContent).toContain('The current link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replace Link' }));
    const again = await screen.findByRole('alertdialog', { name: 'Replace the invite link?' });
    await user.click(within(again).getByRole('button', { name: 'Replace Link' }));
    expect(await screen.findByText('Invite link replaced')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Invite link' }) as HTMLInputElement).value).toBe(secondLink);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/invite',
    ]);
  });

  it('lists the people waiting, approves one at once and declines one only after a confirmation', async () => {
    const user = userEvent.setup();
    let waiting = [dana, fox];
    const { requests } = renderWithApp(<UsersTab />, {
      ...usersTabRoutes([]),
      'GET /api/admin/join-requests': () => ({ requests: waiting }),
      'POST /api/admin/users/u-dana/approve': () => {
        waiting = waiting.filter((request) => request.userId !== 'u-dana');
        return { user: { id: 'u-dana' } };
      },
      'POST /api/admin/users/u-fox/decline': () => {
        waiting = waiting.filter((request) => request.userId !== 'u-fox');
        return { user: { id: 'u-fox' } };
      },
    });
    const list = await screen.findByRole('list', { name: 'People waiting to join' }, firstRead);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Dana Scully', 'fox@example.com']);
    expect(screen.getByText('2 waiting')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Approve Dana Scully' }));
    expect(await screen.findByText('Dana Scully can join')).toBeDefined();
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Decline fox@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline fox@example.com?' });
    expect(requests.some((request) => request.url.endsWith('/decline'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No one is waiting to join')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/users/u-dana/approve',
      '/api/admin/users/u-fox/decline',
    ]);
  });

  it('marks in the users list who waits to join and who is not in the pool, and offers to impersonate only players', async () => {
    renderWithApp(<UsersTab />, {
      ...usersTabRoutes([]),
      'GET /api/admin/users': [
        adminUser({ id: 'u-1', email: 'player@example.com' }),
        adminUser({ id: 'u-2', email: 'patient@example.com', poolAccess: 'waiting' }),
        adminUser({ id: 'u-3', email: 'stranger@example.com', poolAccess: 'outsider' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Users' }, firstRead);
    const marks = (email: string) => {
      const row = within(list).getByText(email, { exact: true }).closest('li') as HTMLElement;
      return ['Waiting to join', 'Not in the pool'].filter((mark) => within(row).queryByText(mark));
    };
    expect(marks('player@example.com')).toEqual([]);
    expect(marks('patient@example.com')).toEqual(['Waiting to join']);
    expect(marks('stranger@example.com')).toEqual(['Not in the pool']);
    // Impersonating someone outside the pool would show only the private-pool page.
    expect(screen.getAllByRole('button', { name: /^Impersonate / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Impersonate player@example.com' })).toBeDefined();
  });

  it('says a refusal in a toast and keeps the person on the list', async () => {
    const user = userEvent.setup();
    renderWithApp(<UsersTab />, {
      ...usersTabRoutes([dana]),
      'POST /api/admin/users/u-dana/approve': {
        status: 409,
        body: { message: 'This account is not waiting to join' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Dana Scully' }, firstRead));
    expect(await screen.findByText('Failed to approve')).toBeDefined();
    expect(screen.getByText('This account is not waiting to join')).toBeDefined();
    expect(screen.getByRole('listitem', { name: 'Dana Scully' })).toBeDefined();
  });
});
