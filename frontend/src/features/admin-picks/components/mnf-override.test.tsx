// @vitest-environment happy-dom

import type { Game } from '@shared/game';
import type { AdminMnfPrediction } from '@shared/schemas/admin-people';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverrideDialog } from '@/features/admin-picks/components/override-dialog';
import { adminUser, future, game, survivorEntry } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

/* Week 7: DAL at PHI, then BUF at KC, the Monday-night tiebreaker (flagged). Dana predicted 41. */
const WEEK = 7;
const dana = adminUser({ id: 'u-dana', username: 'dana', email: 'dana@example.com' });
const entry = survivorEntry();
const early = game('g-early', WEEK, 6, 21, { startTime: future(20) });
const monday = game('g-monday', WEEK, 2, 12, { startTime: future(90), isMnfTiebreaker: true });

const openDialog = ({
  games = [early, monday],
  prediction = { gameId: monday.id, predictedTotal: 41 },
}: {
  games?: Game[];
  prediction?: AdminMnfPrediction | null;
} = {}) => {
  const onClose = vi.fn();
  const view = renderWithApp(<OverrideDialog open target={{ user: dana, week: WEEK }} onClose={onClose} />, {
    [`GET /api/games/week/${WEEK}`]: games,
    [`GET /api/picks/weekly/${WEEK}/u-dana`]: [],
    [`GET /api/admin/mnf-tiebreaker/u-dana/${WEEK}`]: prediction,
    'POST /api/admin/mnf-tiebreaker/override': (request: { body: unknown }) => request.body,
    'GET /api/admin/survivor/entry/u-dana': entry,
    [`GET /api/admin/survivor/used-teams/${entry.id}`]: [],
  });
  return { ...view, onClose };
};

const totalBox = () =>
  screen.findByRole('textbox', { name: 'Total points (optional)' }, firstRead) as Promise<HTMLInputElement>;
const overrideButton = () => screen.getByRole('button', { name: 'Override MNF Tiebreaker' });
const RULE = "Both teams' points combined, 0-150, whole number";

describe('the override dialog’s MNF tiebreaker', () => {
  it('shows the player’s total for the tiebreaker game, and refuses a total outside the rule without sending it', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog();
    const box = await totalBox();
    expect(box.value).toBe('41');
    expect(screen.getByText(/^BUF @ KC, /)).toBeDefined();
    expect(screen.getByText(`${RULE}; empty clears it`)).toBeDefined();

    for (const typed of ['151', '4.5', '-3', '1e1']) {
      await user.clear(box);
      await user.type(box, typed);
      expect(screen.getByText(RULE)).toBeDefined();
      expect(box.getAttribute('aria-invalid')).toBe('true');
      await user.click(overrideButton());
    }
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the typed total for the tiebreaker game, says what it is now, and closes', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog();
    const box = await totalBox();
    await user.clear(box);
    await user.type(box, '150');
    await user.click(overrideButton());
    expect(await screen.findByText('MNF tiebreaker overridden')).toBeDefined();
    expect(screen.getByText('dana predicts 150 total points for BUF @ KC.')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/mnf-tiebreaker/override',
        body: { userId: 'u-dana', week: WEEK, gameId: monday.id, predictedTotal: 150 },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('clears the total when the box is emptied: sends null, not 0', async () => {
    const user = userEvent.setup();
    const { requests } = openDialog();
    await user.clear(await totalBox());
    await user.click(overrideButton());
    expect(await screen.findByText("dana's Week 7 prediction for BUF @ KC is cleared.")).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { userId: 'u-dana', week: WEEK, gameId: monday.id, predictedTotal: null },
    ]);
  });

  it('without a Monday-night game: says so, disables the box, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = openDialog({ games: [early], prediction: null });
    const box = await totalBox();
    expect(box.disabled).toBe(true);
    expect(screen.getByText('No Monday Night Football game found for this week.')).toBeDefined();
    await user.click(overrideButton());
    expect(await screen.findByText('No Monday Night Football game found for this week')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal and keeps the typed total to try again', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<OverrideDialog open target={{ user: dana, week: WEEK }} onClose={onClose} />, {
      [`GET /api/games/week/${WEEK}`]: [early, monday],
      [`GET /api/picks/weekly/${WEEK}/u-dana`]: [],
      [`GET /api/admin/mnf-tiebreaker/u-dana/${WEEK}`]: null,
      'POST /api/admin/mnf-tiebreaker/override': {
        status: 409,
        body: { message: 'BUF @ KC has kicked off: its total can no longer change' },
      },
      'GET /api/admin/survivor/entry/u-dana': entry,
      [`GET /api/admin/survivor/used-teams/${entry.id}`]: [],
    });
    const box = await totalBox();
    expect(box.value).toBe('');
    await user.type(box, '44');
    await user.click(overrideButton());
    expect(await screen.findByText('Failed to override MNF tiebreaker')).toBeDefined();
    expect(screen.getByText('BUF @ KC has kicked off: its total can no longer change')).toBeDefined();
    expect(box.value).toBe('44');
    expect((overrideButton() as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
