// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WeekFinalizationCard } from '@/features/admin-survivor/components/week-finalization-card';
import { renderWithApp } from '@/test-support/render-with-app';

const WEEK = 15;
const openWeek = { week: WEEK, isFinalized: false, picks: [] };

describe('Week Finalization card', () => {
  it('reads the week again when a later request overtook the finalize, so it shows the week as it is', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    renderWithApp(<WeekFinalizationCard week={WEEK} picks={openWeek} onChanged={onChanged} />, {
      'POST /api/admin/survivor/finalize-week': {
        status: 409,
        body: { message: `Week ${WEEK} was opened again by a later request: it is not finalized` },
      },
    });
    await user.click(screen.getByRole('button', { name: `Finalize Week ${WEEK}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finalize Week' }),
    );

    expect(await screen.findByText(/opened again by a later request/)).toBeDefined();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
