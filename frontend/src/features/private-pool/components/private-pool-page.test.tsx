// @vitest-environment happy-dom
import { privatePoolMessages } from '@shared/join-policy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrivatePoolPage } from '@/features/private-pool/components/private-pool-page';
import { currentUser } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/** GET /api/auth/user for someone whose request still waits. */
const waitingFriend = currentUser({
  id: 'u-friend',
  email: 'friend@example.com',
  firstName: 'Fran',
  lastName: 'Friend',
  createdAt: '2025-09-01T15:00:00.000Z',
  poolAccess: 'waiting',
});

describe('the private-pool page', () => {
  it('tells a stranger the pool is private and to ask for the invite link, with Sign Out', () => {
    renderWithApp(<PrivatePoolPage access="outsider" email="stranger@example.com" />, {});
    expect(screen.getByRole('heading', { name: 'Members only' })).toBeDefined();
    expect(screen.getByText(privatePoolMessages.outsider)).toBeDefined();
    expect(screen.getByText('stranger@example.com')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign Out' }).getAttribute('href')).toBe('/api/logout');
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('tells someone waiting that an admin has their request, and looks again when asked', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<PrivatePoolPage access="waiting" email="friend@example.com" />, {
      'GET /api/auth/user': waitingFriend,
    });
    expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toBeDefined();
    expect(screen.getByText(privatePoolMessages.waiting)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toBeDefined();
    const asked = requests.length;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const status = await screen.findByText('Still waiting: no admin has approved your request yet.');
    expect(status.getAttribute('role')).toBe('status');
    expect(requests.slice(asked).map((request) => request.url)).toContain('/api/auth/user');
  });

  it('says the check could not be made when the session read fails, not that the request still waits', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderWithApp(<PrivatePoolPage access="waiting" email="friend@example.com" />, {
      'GET /api/auth/user': () => {
        reads += 1;
        return reads === 1 ? waitingFriend : { status: 503, body: { message: 'Service unavailable' } };
      },
    });
    await vi.waitFor(() => expect(reads).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const status = await screen.findByText('Could not check just now. Check again in a moment.');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByText('Still waiting: no admin has approved your request yet.')).toBeNull();
    // The answer shows under the buttons: the button just tapped stays where it was.
    const again = screen.getByRole('button', { name: 'Check again' });
    expect(again.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
