// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SyncScoresCard } from '@/features/admin-games/components/sync-scores-card';
import { future, game } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const WEEK = 6;

describe('Admin score table: a game kicked off without a score', () => {
  it('reads "in progress, waiting for the score" on its row, and a game to come does not', async () => {
    const user = userEvent.setup();
    const kickedOff = {
      ...game('401772858', WEEK, 6, 29, { startTime: future(-1), spread: '-3' }),
      status: 'in_progress' as const,
      lockReason: 'started' as const,
    };
    const later = game('401772940', WEEK, 21, 19, { startTime: future(3), spread: '7' });
    renderWithApp(<SyncScoresCard currentWeek={WEEK} />, {
      [`GET /api/games/week/${WEEK}`]: [kickedOff, later],
    });
    await user.click(screen.getByRole('button', { name: 'Load Games' }));
    const table = await screen.findByRole('table', { name: 'Week 6 scores' });
    const [, started, toCome] = within(table).getAllByRole('row');
    expect(within(started as HTMLElement).getByText('In progress, waiting for the score')).toBeDefined();
    expect(within(toCome as HTMLElement).queryByText('In progress, waiting for the score')).toBeNull();
  });
});
