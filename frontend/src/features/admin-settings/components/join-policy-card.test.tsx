// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JoinPolicyCard } from '@/features/admin-settings/components/join-policy-card';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

describe('Pool Settings: who can join', () => {
  it('offers the three policies, each with what it means, the stored one chosen', async () => {
    renderWithApp(<JoinPolicyCard />, {
      'GET /api/settings/join_policy': { key: 'join_policy', value: 'invite' },
    });
    const invite = await screen.findByRole('radio', { name: /Only with the invite link/ }, firstRead);
    await expect.poll(() => (invite as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Anyone who signs inWhoever finds the site and signs in becomes a player.',
      'Only with the invite linkOnly people who open the invite link (Admin → Users) can join.',
      'Invite link and approvalPeople who open the invite link wait until an admin approves them (Admin → Users).',
    ]);
  });

  it('saves a new choice at once and shows it once the server has it', async () => {
    const user = userEvent.setup();
    let stored = 'open';
    const { requests } = renderWithApp(<JoinPolicyCard />, {
      'GET /api/settings/join_policy': () => ({ key: 'join_policy', value: stored }),
      'PUT /api/admin/pool-settings': (request: SentRequest) => {
        stored = (request.body as { joinPolicy: string }).joinPolicy;
        return { joinPolicy: stored };
      },
    });
    const approval = await screen.findByRole('radio', { name: /Invite link and approval/ }, firstRead);
    await expect
      .poll(() => (screen.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked)
      .toBe(true);
    await user.click(approval);
    expect(await screen.findByText('Who can join updated')).toBeDefined();
    expect((approval as HTMLInputElement).checked).toBe(true);
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { joinPolicy: 'approval' },
    ]);
  });

  it('keeps the stored choice when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    renderWithApp(<JoinPolicyCard />, {
      'GET /api/settings/join_policy': { key: 'join_policy', value: 'open' },
      'PUT /api/admin/pool-settings': {
        status: 400,
        body: { message: 'joinPolicy must be open, invite or approval' },
      },
    });
    const invite = await screen.findByRole('radio', { name: /Only with the invite link/ }, firstRead);
    await expect
      .poll(() => (screen.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked)
      .toBe(true);
    await user.click(invite);
    expect(await screen.findByText('Failed to update who can join')).toBeDefined();
    expect((invite as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Anyone/ }) as HTMLInputElement).checked).toBe(true);
  });
});
