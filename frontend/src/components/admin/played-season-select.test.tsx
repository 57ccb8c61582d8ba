// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayedSeasonSelect } from '@/components/admin/played-season-select';
import { renderWithApp } from '@/test-support/render-with-app';

/* The pool plays 2026; it played 2025 and 2024 before. */
const seasons = {
  current: 2026,
  seasons: [
    { season: 2026, current: true },
    { season: 2025, current: false },
    { season: 2024, current: false },
  ],
};

const showSelect = (season: number | null) => {
  const onChange = vi.fn();
  renderWithApp(<PlayedSeasonSelect seasons={seasons} season={season} onChange={onChange} />, {});
  const select = screen.getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
  return { select, onChange };
};

describe('the played-season select of the admin views', () => {
  it('offers this season and each ended one, newest first, showing this season when none is chosen', () => {
    const { select } = showSelect(null);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026 (this season)', '2025 (ended)', '2024 (ended)']);
    expect(select.value).toBe('2026');
  });

  it('shows the past season chosen', () => {
    expect(showSelect(2024).select.value).toBe('2024');
  });

  it('hands up a past season by its year, and this season as none chosen', async () => {
    const user = userEvent.setup();
    const { select, onChange } = showSelect(2025);
    await user.selectOptions(select, '2024 (ended)');
    expect(onChange).toHaveBeenLastCalledWith(2024);
    await user.selectOptions(select, '2026 (this season)');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
