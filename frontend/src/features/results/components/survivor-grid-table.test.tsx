// @vitest-environment happy-dom
import type { SurvivorResultsRow } from '@shared/schemas/survivor';
import { buildSurvivorGrid } from '@shared/survivor-grid';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SurvivorGridTable } from '@/features/results/components/survivor-grid-table';
import { renderWithApp } from '@/test-support/render-with-app';

const row = (userId: string, name: string, more: Partial<SurvivorResultsRow>): SurvivorResultsRow => ({
  entryId: `standard.${userId}`,
  userId,
  user: { displayName: name },
  entryName: null,
  isEliminated: false,
  eliminatedInWeek: null,
  picks: {},
  ...more,
});

/** Week 6 as another player sees it mid-week: a final loss, a pick still hidden, a week with no pick. */
const rows = buildSurvivorGrid({
  results: {
    weeks: [6],
    rows: [
      row('hidden', 'still_open', {}),
      row('lost', 'picked_dal', {
        isEliminated: true,
        eliminatedInWeek: 6,
        picks: { 6: { teamId: 9, teamAbbreviation: 'DAL', isCorrect: false } },
      }),
      row('missed', 'forgot', { isEliminated: true, eliminatedInWeek: 6 }),
    ],
  },
  viewerId: 'viewer',
  viewerIsAdmin: false,
  currentWeek: 6,
});

const cellOf = (player: string) => {
  const entry = screen.getByText(player).closest('tr') as HTMLElement;
  return within(entry);
};

describe('the survivor grid', () => {
  it('shows a final pick, a lock while the pick is hidden, and "No pick" only where there was none', () => {
    renderWithApp(<SurvivorGridTable poolName="Standard" weeks={[6]} rows={rows} />, {});
    expect(cellOf('picked_dal').getByLabelText('DAL, lost')).toBeDefined();
    expect(cellOf('picked_dal').queryByText('No pick')).toBeNull();
    expect(cellOf('still_open').getByRole('img', { name: 'Hidden until kickoff' })).toBeDefined();
    expect(cellOf('forgot').getByLabelText('No pick, out')).toBeDefined();
  });
});
