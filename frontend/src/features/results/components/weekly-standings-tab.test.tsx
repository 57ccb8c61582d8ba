// @vitest-environment happy-dom
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeeklyStandingsTab } from '@/features/results/components/weekly-standings-tab';
import { game } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const entry = (
  name: string,
  rank: number,
  correctPicks: number,
  avgTiebreakerToDate: number,
  canStillWin: boolean | null,
): WeeklyLeaderboardEntry => ({
  userId: name,
  user: {
    id: name,
    username: name,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    displayName: name,
    weeklyPoolSince: null,
  },
  correctPicks,
  totalPicks: 3,
  wins: correctPicks,
  losses: 3 - correctPicks,
  pushes: 0,
  gradedPicks: 3,
  rank,
  mnfTiebreaker: { predictedTotal: 40, actualTotal: null, difference: null },
  tiebreakerScore: null,
  tiebreakerDiff: null,
  avgTiebreakerToDate,
  avgTiebreakerScore: avgTiebreakerToDate,
  maxCorrect: correctPicks + (canStillWin === null ? 0 : 2),
  canStillWin,
  prize: rank === 1 && canStillWin === null ? { place: 1, shares: 1, byUserId: false } : null,
});

/** Four players, ties on 2 and on 1 correct pick, broken by the TB Avg. */
const board = (canStillWin: boolean | null) => [
  entry('kate_p', 1, 2, 13.3, canStillWin),
  entry('bobby_t', 2, 2, 14.3, canStillWin),
  entry('frankie', 3, 1, 8, canStillWin),
  entry('iris_w', 4, 1, 10.3, canStillWin),
];

const finalGame = {
  ...game('g1', 5, 2, 6),
  isCompleted: true,
  homeScore: 20,
  awayScore: 17,
  status: 'final' as const,
};
const openGames = [game('g2', 5, 12, 19), game('g3', 5, 21, 29)];

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('the weekly standings', () => {
  it("mid-Sunday: marks the board live and projected, gives no medals, and notes only the leaders' tie", async () => {
    renderWithApp(<WeeklyStandingsTab week={5} viewerId="frankie" />, {
      'GET /api/games/week/5': [finalGame, ...openGames],
      'GET /api/leaderboard/weekly/5': board(true),
    });
    expect(await screen.findByText(/Projected standings, 2 games still to play/)).toBeDefined();
    expect(screen.queryByTitle('Gold medal')).toBeNull();
    expect(screen.queryByTitle('Bronze medal')).toBeNull();
    expect(rowOf('kate_p').getByText('Tied: TB Avg 13.3')).toBeDefined();
    expect(rowOf('bobby_t').getByText('Tied: TB Avg 14.3')).toBeDefined();
    expect(rowOf('frankie').queryByText(/Tied:/)).toBeNull();
    expect(rowOf('iris_w').queryByText(/Tied:/)).toBeNull();
  });

  it('once the week is decided: medals for the top three, and a tie note where a tie was broken', async () => {
    renderWithApp(<WeeklyStandingsTab week={5} viewerId="frankie" />, {
      'GET /api/games/week/5': [finalGame],
      'GET /api/leaderboard/weekly/5': board(null),
    });
    expect(await screen.findByTitle('Gold medal')).toBeDefined();
    expect(screen.getByTitle('Silver medal')).toBeDefined();
    expect(screen.getByTitle('Bronze medal')).toBeDefined();
    expect(screen.queryByText(/Projected standings/)).toBeNull();
    expect(rowOf('iris_w').getByText('Tied: TB Avg 10.3')).toBeDefined();
  });

  it('pages a long board: the page and the players in all, Next and Previous, no control for one page', async () => {
    const pages = { 'x-board-pages': '2', 'x-board-players': '5' };
    const { requests } = renderWithApp(<WeeklyStandingsTab week={5} viewerId="frankie" />, {
      'GET /api/games/week/5': [finalGame],
      'GET /api/leaderboard/weekly/5': {
        status: 200,
        body: board(null),
        headers: { ...pages, 'x-board-page': '1' },
      },
      'GET /api/leaderboard/weekly/5?page=2': {
        status: 200,
        body: [entry('zoe_last', 5, 0, 20, null), entry('frankie', 3, 1, 8, null)],
        headers: { ...pages, 'x-board-page': '2' },
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Week 5 standings pages' });
    expect(within(pager).getByText('Page 1 of 2 · 5 players')).toBeDefined();
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('zoe_last')).toBeDefined();
    expect(within(pager).getByText('Page 2 of 2 · 5 players')).toBeDefined();
    expect(screen.queryByText('kate_p')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(requests.map((request) => request.url)).toContain('/api/leaderboard/weekly/5?page=2');
  });

  it('shows no page control for a board of one page', async () => {
    renderWithApp(<WeeklyStandingsTab week={5} viewerId="frankie" />, {
      'GET /api/games/week/5': [finalGame],
      'GET /api/leaderboard/weekly/5': board(null),
    });
    expect(await screen.findByText('kate_p')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: /pages/ })).toBeNull();
  });
});
