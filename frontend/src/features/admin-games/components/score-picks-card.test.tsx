// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScorePicksCard } from '@/features/admin-games/components/score-picks-card';
import { renderWithApp } from '@/test-support/render-with-app';

const WEEK = 6;

describe('Score Weekly Picks', () => {
  it('tells what the grading did', async () => {
    const user = userEvent.setup();
    renderWithApp(<ScorePicksCard currentWeek={WEEK} />, {
      [`POST /api/admin/score-picks/${WEEK}`]: {
        message: 'Scored 40 picks for Week 6',
        picksScored: 40,
        picksUpdated: 3,
        players: 20,
        parts: 1,
        queuedParts: 0,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Score Picks' }));
    expect(await screen.findByText('Scored 40 picks for Week 6')).toBeDefined();
    expect(screen.getByText('20 players graded, 3 picks changed.')).toBeDefined();
  });

  it('tells a grading sent to the queue in parts, without figures it does not know yet', async () => {
    const user = userEvent.setup();
    renderWithApp(<ScorePicksCard currentWeek={WEEK} />, {
      [`POST /api/admin/score-picks/${WEEK}`]: {
        message: 'Grading picks for Week 6 in 200 parts',
        picksScored: 0,
        picksUpdated: 0,
        players: 0,
        parts: 200,
        queuedParts: 200,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Score Picks' }));
    expect(await screen.findByText('Grading picks for Week 6 in 200 parts')).toBeDefined();
    expect(screen.getByText('The standings change when every part is graded.')).toBeDefined();
    expect(screen.queryByText(/players? graded/)).toBeNull();
  });
});
