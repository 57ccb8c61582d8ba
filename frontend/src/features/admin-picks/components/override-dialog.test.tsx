// @vitest-environment happy-dom
import type { WeeklyPick } from '@shared/schemas/picks';
import type { UsedTeam } from '@shared/schemas/survivor';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverrideDialog } from '@/features/admin-picks/components/override-dialog';
import { adminUser, future, game, survivorEntry, survivorPick, teams } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

/*
 * Dana's survivor entry picked KC in Week 3 and PHI in Week 7 (the week overridden); Week 7 plays
 * DAL at PHI, BUF at KC and NYG at CAR.
 */
const WEEK = 7;
const dana = adminUser({ id: 'u-dana', username: 'dana', email: 'dana@example.com' });
const entry = survivorEntry({
  picks: [
    survivorPick('standard.3f9c2a1b7d4e', 3, 12),
    survivorPick('standard.3f9c2a1b7d4e', WEEK, 21, null),
  ],
});
const used: UsedTeam[] = [
  { week: 3, teamId: 12, team: teams[12] },
  { week: WEEK, teamId: 21, team: teams[21] },
];
const week7 = [
  game('g-early', WEEK, 6, 21, { startTime: future(20) }),
  game('g-late', WEEK, 2, 12, { startTime: future(30) }),
  game('g-last', WEEK, 19, 29, { startTime: future(40) }),
];
/** Her saved weekly pick of DAL at PHI; her default pick is the home team. */
const savedPhi: WeeklyPick = {
  pickId: 'u-dana.g-early',
  gameId: 'g-early',
  pickedTeamId: 21,
  week: WEEK,
  userId: 'u-dana',
  isCorrect: null,
  outcome: 'pending',
  confidence: null,
  pickedTeam: teams[21],
  line: null,
};

const openDialog = (overridePick: unknown) => {
  const onClose = vi.fn();
  const view = renderWithApp(<OverrideDialog open target={{ user: dana, week: WEEK }} onClose={onClose} />, {
    [`GET /api/games/week/${WEEK}`]: week7,
    [`GET /api/picks/weekly/${WEEK}/u-dana`]: [savedPhi],
    'POST /api/admin/override-picks': { savedCount: 1 },
    [`GET /api/admin/mnf-tiebreaker/u-dana/${WEEK}`]: null,
    'GET /api/admin/survivor/entry/u-dana': entry,
    [`GET /api/admin/survivor/used-teams/${entry.id}`]: used,
    'POST /api/admin/survivor/override-pick': overridePick,
  });
  return { ...view, onClose };
};

const survivorTeam = () => screen.findByRole('combobox', { name: 'Team' }, firstRead);

describe('the override dialog’s survivor pick', () => {
  it('offers the week’s teams but those used in other weeks, with the current pick chosen', async () => {
    openDialog(undefined);
    expect(await screen.findByRole('dialog', { name: 'Override dana · Week 7' }, firstRead)).toBeDefined();
    const select = (await survivorTeam()) as HTMLSelectElement;
    expect(screen.getByText('Survivor Pool: Week 7 pick PHI')).toBeDefined();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a team',
      'DAL Dallas Cowboys (at PHI)',
      'PHI Philadelphia Eagles (vs DAL)',
      'BUF Buffalo Bills (at KC)',
      'NYG New York Giants (at CAR)',
      'CAR Carolina Panthers (vs NYG)',
    ]);
    expect(select.value).toBe('21');
  });

  it('sends the team chosen, says what the pick is now, and closes', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog({ ...survivorPick(entry.id, WEEK, 2, true) });
    await user.selectOptions(await survivorTeam(), 'BUF Buffalo Bills (at KC)');
    await user.click(screen.getByRole('button', { name: 'Override Survivor Pick' }));
    expect(await screen.findByText('Survivor pick overridden')).toBeDefined();
    expect(screen.getByText(/dana's Week 7 survivor pick is BUF \(won\)/)).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/survivor/override-pick',
        body: { entryId: entry.id, pickedTeamId: 2, week: WEEK },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the admin’s choice to try again', async () => {
    const user = userEvent.setup();
    openDialog({
      status: 400,
      body: { message: 'This team has already been used in a previous week.' },
    });
    const select = (await survivorTeam()) as HTMLSelectElement;
    await user.selectOptions(select, 'CAR Carolina Panthers (vs NYG)');
    await user.click(screen.getByRole('button', { name: 'Override Survivor Pick' }));
    expect(await screen.findByText('Failed to override survivor pick')).toBeDefined();
    expect(screen.getByText('This team has already been used in a previous week.')).toBeDefined();
    expect(select.value).toBe('29');
    expect(
      (screen.getByRole('button', { name: 'Override Survivor Pick' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('the override dialog’s weekly picks', () => {
  it('shows the saved pick and the default pick apart, and saves only the games the admin picked', async () => {
    const user = userEvent.setup();
    const { requests, onClose } = openDialog(undefined);
    const phi = await screen.findByRole('button', { name: 'PHI Philadelphia Eagles' }, firstRead);
    expect(phi.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'KC Kansas City Chiefs (default pick, not saved)' }),
    ).toBeDefined();
    const confirm = screen.getByRole('button', { name: 'Confirm Override' }) as HTMLButtonElement;
    expect(screen.getByText('Nothing to save yet')).toBeDefined();
    expect(confirm.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'BUF Buffalo Bills' }));
    expect(screen.getByText('1 pick to save')).toBeDefined();
    await user.click(confirm);
    expect(await screen.findByText('Picks overridden')).toBeDefined();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/override-picks',
        body: {
          userId: 'u-dana',
          week: WEEK,
          picks: [{ userId: 'u-dana', gameId: 'g-late', pickedTeamId: 2, week: WEEK }],
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
