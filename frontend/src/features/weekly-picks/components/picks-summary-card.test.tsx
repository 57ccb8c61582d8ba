// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PicksSummaryCard } from '@/features/weekly-picks/components/picks-summary-card';
import { renderWithApp } from '@/test-support/render-with-app';

describe('Picks Summary', () => {
  it('names what it counts mid-Sunday: nothing still to pick, six games open', () => {
    // Sunday afternoon: 10 games kicked off, 6 still open, every one of them picked.
    renderWithApp(
      <PicksSummaryCard
        progress={{ eligible: 6, picked: 6, remaining: 0, made: 16, total: 16 }}
        mnfTotal={44}
        mnfInvalid={false}
      />,
      {},
    );
    expect(screen.getByRole('group', { name: 'Still to pick' }).textContent).toBe('Still to pick0');
    expect(screen.getByRole('group', { name: 'Open' }).textContent).toBe('Open6');
    expect(screen.getByRole('group', { name: 'Picks made' }).textContent).toBe('Picks made16 / 16');
    expect(screen.queryByText('Games remaining')).toBeNull();
  });
});
