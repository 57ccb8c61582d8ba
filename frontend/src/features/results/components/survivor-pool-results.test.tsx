// @vitest-environment happy-dom
import type { SurvivorPoolResults, SurvivorResultsRow } from '@shared/schemas/survivor';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SurvivorPoolResultsView } from '@/features/results/components/survivor-pool-results';
import { game, week6Pool } from '@/test-support/fixtures';

import { renderWithApp } from '@/test-support/render-with-app';

const outInWeek15 = (name: string): SurvivorResultsRow => ({
  entryId: `standard.${name}`,
  userId: name,
  user: { displayName: name },
  entryName: null,
  isEliminated: true,
  eliminatedInWeek: 15,
  picks: { 15: { teamId: 6, teamAbbreviation: 'DAL', isCorrect: false } },
});

/** Everyone left went out together in Week 15, its games all final. */
const endedTogether: SurvivorPoolResults = {
  pool: { ...week6Pool, id: 'standard', kind: 'standard', name: 'Survivor Pool', startWeek: 15 },
  stats: { alive: 0, eliminated: 3, total: 3 },
  prizePool: null,
  weeks: [15],
  rows: ['alice_b', 'bobby_t', 'carla_m'].map(outInWeek15),
  distribution: [],
  field: [{ week: 15, alive: 0 }],
};
const finalWeek15 = {
  ...game('g1', 15, 6, 2),
  isCompleted: true,
  homeScore: 31,
  awayScore: 10,
  status: 'final' as const,
};

describe('a survivor pool that ended together', () => {
  it('says the pool is over and who shares the prize', async () => {
    renderWithApp(
      <SurvivorPoolResultsView
        poolId="standard"
        currentWeek={15}
        viewer={{ id: 'alice_b', isAdmin: false }}
      />,
      {
        'GET /api/survivor/results?poolId=standard&maxWeek=15': endedTogether,
        'GET /api/games/week/15': [finalWeek15],
      },
    );
    expect((await screen.findByRole('status', {}, { timeout: 20_000 })).textContent).toBe(
      'The pool is over: all 3 left went out together in Week 15 and share the prize 3 ways: alice_b, bobby_t and carla_m.',
    );
  });
});
