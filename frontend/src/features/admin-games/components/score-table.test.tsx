// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SyncScoresCard } from '@/features/admin-games/components/sync-scores-card';
import { future, game } from '@/test-support/fixtures';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

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

describe('Admin score table: what it sends', () => {
  const games = [game('401772858', WEEK, 6, 29), game('401772940', WEEK, 21, 19)];
  const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');
  const loadTable = async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<SyncScoresCard currentWeek={WEEK} />, {
      [`GET /api/games/week/${WEEK}`]: games,
      'POST /api/admin/save-all-scores': { updatedCount: 1, picksScored: 2, message: 'Scores saved' },
    });
    await user.click(screen.getByRole('button', { name: 'Load Games' }));
    const table = await screen.findByRole('table', { name: 'Week 6 scores' });
    const box = (label: string) => within(table).getByLabelText(label) as HTMLInputElement;
    const save = () => user.click(screen.getByRole('button', { name: 'Save All Scores' }));
    return { ...view, user, table, box, save };
  };

  it('drops letters as they are typed, names each box holding a decimal or more than 200, and sends nothing', async () => {
    const { user, box, save, requests } = await loadTable();
    await user.type(box('DAL score, DAL at CAR'), '2a7');
    expect(box('DAL score, DAL at CAR').value).toBe('27');
    await user.type(box('CAR score, DAL at CAR'), '4.5');
    await user.type(box('PHI score, PHI at NYG'), '201');
    expect(box('CAR score, DAL at CAR').getAttribute('aria-invalid')).toBe('true');
    expect(box('PHI score, PHI at NYG').getAttribute('aria-invalid')).toBe('true');
    expect(box('DAL score, DAL at CAR').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('CAR score, DAL at CAR: whole numbers only')).toBeDefined();
    expect(screen.getByText('PHI score, PHI at NYG: a score is at most 200')).toBeDefined();
    await save();
    expect(await screen.findByText('Scores not saved')).toBeDefined();
    expect(posts(requests)).toEqual([]);
  });

  it('sends nothing while no row has a score or a Final mark', async () => {
    const { save, requests } = await loadTable();
    await save();
    expect(await screen.findByText('Nothing to save')).toBeDefined();
    expect(posts(requests)).toEqual([]);
  });

  it('leaves out a row nobody scored rather than saving it 0-0, and sends a scored row as not final until marked', async () => {
    const { user, box, save, requests } = await loadTable();
    await user.type(box('DAL score, DAL at CAR'), '17');
    await user.type(box('CAR score, DAL at CAR'), '0');
    await save();
    expect(await screen.findByText('Scores saved')).toBeDefined();
    expect(posts(requests).map((request) => request.body)).toEqual([
      { games: [{ id: '401772858', awayScore: 17, homeScore: 0, isCompleted: false }] },
    ]);
  });
});
