// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SyncScoresCard } from '@/features/admin-games/components/sync-scores-card';
import { game } from '@/test-support/fixtures';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

const WEEK = 6;
const games = [
  game('401772858', WEEK, 6, 29, { spread: '-3' }),
  game('401772940', WEEK, 21, 19, { spread: '7' }),
];

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

describe('Admin score table (Sync Game Scores)', () => {
  it('refuses a negative score under the table and at save, then saves the corrected scores', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<SyncScoresCard currentWeek={WEEK} />, {
      [`GET /api/games/week/${WEEK}`]: games,
      'POST /api/admin/save-all-scores': { updatedCount: 1, picksScored: 4, message: 'Scores saved' },
    });
    await user.click(screen.getByRole('button', { name: 'Load Games' }));
    const table = await screen.findByRole('table', { name: 'Week 6 scores' });
    const dallas = within(table).getByLabelText('DAL score, DAL at CAR');
    const carolina = within(table).getByLabelText('CAR score, DAL at CAR');

    await user.type(dallas, '-27');
    expect(dallas.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("DAL score, DAL at CAR: a score can't be negative")).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save All Scores' }));
    expect(await screen.findByText('Scores not saved')).toBeDefined();
    expect(posts(requests)).toEqual([]);

    await user.clear(dallas);
    await user.type(dallas, '27');
    await user.type(carolina, '30');
    await user.click(within(table).getByRole('checkbox', { name: 'Final, DAL at CAR' }));
    expect(dallas.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save All Scores' }));

    expect(await screen.findByText('Saved 1 game score for Week 6; 4 picks scored.')).toBeDefined();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/save-all-scores',
        body: { games: [{ id: '401772858', awayScore: 27, homeScore: 30, isCompleted: true }] },
      },
    ]);
  });
});
