// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeekGamesCard } from '@/features/dashboard/components/week-games-card';
import { future, game } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

describe("the dashboard's week games", () => {
  it('reads "in progress, waiting for the score" for a game kicked off without a score, and the kickoff for one still to play', () => {
    const kickedOff = game('401772858', 7, 6, 29, { startTime: future(-0.5), spread: '-3' });
    const later = game('401772859', 7, 2, 12, { startTime: future(3), spread: '-1' });
    renderWithApp(
      <WeekGamesCard week={7} games={[{ ...kickedOff, status: 'in_progress' }, later]} picks={[]} />,
      {},
    );
    expect(screen.getAllByText('In progress, waiting for the score')).toHaveLength(1);
  });
});
