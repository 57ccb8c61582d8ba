// @vitest-environment happy-dom
import type { Game } from '@shared/game';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MnfTiebreakerCard } from '@/features/admin-games/components/mnf-tiebreaker-card';
import { game } from '@/test-support/fixtures';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

/*
 * Week 2 of 2030: DAL at CAR on Sunday afternoon, PHI at NYG on Sunday night, BUF at KC on Monday at
 * 7 PM ET (the earliest Monday game: the tiebreaker while none is flagged) and CAR at DAL on Monday
 * at 8:15 PM ET.
 */
const WEEK = 2;
const sunday = game('g-sun', WEEK, 6, 29, { startTime: '2030-09-15T17:00:00.000Z' });
const sundayNight = game('g-snf', WEEK, 21, 19, { startTime: '2030-09-16T00:20:00.000Z' });
const monday = game('g-mon', WEEK, 2, 12, { startTime: '2030-09-16T23:00:00.000Z' });
const lateMonday = game('g-mon-late', WEEK, 29, 6, { startTime: '2030-09-17T00:15:00.000Z' });

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT');

const showCard = (games: Game[]) => {
  const view = renderWithApp(<MnfTiebreakerCard currentWeek={WEEK} />, {
    [`GET /api/games/week/${WEEK}`]: games,
    'PUT /api/admin/game/g-mon-late/mnf-tiebreaker': { ...lateMonday, isMnfTiebreaker: true },
  });
  return view;
};

const useButton = (matchup: string) =>
  screen.queryByRole('button', { name: `Use ${matchup} as tiebreaker` }) as HTMLButtonElement | null;

describe('the admin’s Monday night tiebreaker card', () => {
  it('lists the Monday games first and the others behind Show all, each with its Use button while none is flagged', async () => {
    const user = userEvent.setup();
    showCard([sunday, sundayNight, monday, lateMonday]);
    expect(await screen.findByText('BUF @ KC')).toBeDefined();
    expect(screen.getByText('CAR @ DAL')).toBeDefined();
    expect(screen.getAllByText('Monday')).toHaveLength(2);
    expect(screen.queryByText('DAL @ CAR')).toBeNull();
    expect(screen.queryByText('Current')).toBeNull();
    expect(useButton('BUF at KC')?.disabled).toBe(false);
    expect(useButton('CAR at DAL')?.disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show all 4 games' }));
    expect(screen.getByText('DAL @ CAR')).toBeDefined();
    expect(useButton('PHI at NYG')?.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('shows a flagged game as current whatever its day, listed with the Monday games', async () => {
    showCard([sunday, { ...sundayNight, isMnfTiebreaker: true }, monday, lateMonday]);
    expect(await screen.findByText('PHI @ NYG')).toBeDefined();
    expect(screen.getAllByText('Current')).toHaveLength(1);
    expect(useButton('PHI at NYG')).toBeNull();
    expect(useButton('BUF at KC')?.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Show all 4 games' })).toBeDefined();
  });

  it('offers every game when the week has no Monday game', async () => {
    showCard([sunday, sundayNight]);
    expect(await screen.findByText('No Monday game this week: choose any game.')).toBeDefined();
    expect(useButton('DAL at CAR')?.disabled).toBe(false);
    expect(useButton('PHI at NYG')?.disabled).toBe(false);
  });

  it('moves the tiebreaker to the game chosen and says so', async () => {
    const user = userEvent.setup();
    const { requests } = showCard([sunday, sundayNight, monday, lateMonday]);
    await user.click(await screen.findByRole('button', { name: 'Use CAR at DAL as tiebreaker' }));
    expect(await screen.findByText('MNF tiebreaker updated')).toBeDefined();
    expect(screen.getByText('CAR @ DAL decides Week 2 ties.')).toBeDefined();
    expect(puts(requests)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/game/g-mon-late/mnf-tiebreaker',
        body: { isMnfTiebreaker: true },
      },
    ]);
  });

  it('keeps the tiebreaker once its game has kicked off: no move offered, the reason on each button', async () => {
    const played = { ...monday, startTime: '2020-09-14T23:00:00.000Z' };
    const { requests } = showCard([sunday, sundayNight, played, lateMonday]);
    const later = await screen.findByRole('button', { name: 'Use CAR at DAL as tiebreaker' });
    expect((later as HTMLButtonElement).disabled).toBe(true);
    expect(later.getAttribute('title')).toBe(
      "BUF @ KC has kicked off: its predicted totals already break the week's ties, so the tiebreaker stays",
    );
    expect(puts(requests)).toEqual([]);
  });

  it('offers no move onto a game that has kicked off', async () => {
    const started = { ...lateMonday, startTime: '2020-09-15T00:15:00.000Z' };
    showCard([sunday, sundayNight, { ...monday, isMnfTiebreaker: true }, started]);
    const button = await screen.findByRole('button', { name: 'Use CAR at DAL as tiebreaker' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('title')).toBe(
      'CAR @ DAL has kicked off: nobody could predict its total any more, so the tiebreaker stays',
    );
  });
});
