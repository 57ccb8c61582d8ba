// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WeekSelect } from '@/components/week-select';
import { renderWithApp } from '@/test-support/render-with-app';

const showSelect = (props: { lastWeek?: number; newestFirst?: boolean; disabled?: boolean } = {}) => {
  const onChange = vi.fn();
  renderWithApp(<WeekSelect label="Week to sync" week={3} onChange={onChange} {...props} />, {});
  const select = screen.getByRole('combobox', { name: 'Week to sync' }) as HTMLSelectElement;
  const options = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  return { select, options, onChange };
};

describe('the week select', () => {
  it('offers the whole season, Week 1 first, with the chosen week shown', () => {
    const { select, options } = showSelect();
    expect(options).toHaveLength(18);
    expect([options[0], options.at(-1)]).toEqual(['Week 1', 'Week 18']);
    expect(select.value).toBe('3');
  });

  it('offers only the weeks up to the last one, newest first when asked', () => {
    expect(showSelect({ lastWeek: 5, newestFirst: true }).options).toEqual([
      'Week 5',
      'Week 4',
      'Week 3',
      'Week 2',
      'Week 1',
    ]);
  });

  it('answers the chosen week as a number', async () => {
    const user = userEvent.setup();
    const { select, onChange } = showSelect({ lastWeek: 10 });
    await user.selectOptions(select, 'Week 7');
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it('takes no choice while disabled', () => {
    expect(showSelect({ disabled: true }).select.disabled).toBe(true);
  });
});
