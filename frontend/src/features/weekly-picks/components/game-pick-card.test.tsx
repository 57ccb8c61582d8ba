// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GamePickCard } from '@/features/weekly-picks/components/game-pick-card';
import { future, game } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const card = (shown: ReturnType<typeof game>) => {
  renderWithApp(
    <GamePickCard
      game={shown}
      selectedTeamId={undefined}
      outcome={undefined}
      savedPick={undefined}
      split={undefined}
      saving={false}
      needsPick={false}
      lockCountdown={null}
      onPick={() => undefined}
    />,
    {},
  );
  return screen.getByRole('group', {
    name: `${shown.awayTeam.abbreviation} at ${shown.homeTeam.abbreviation}`,
  });
};

describe('a game on the picks page', () => {
  it('reads "in progress, waiting for the score" once it has kicked off without a score, not its kickoff', () => {
    // As the games API answers a game kicked off that the provider has not scored yet.
    const kickedOff = game('401772858', 7, 6, 29, { startTime: future(-0.5), spread: '-3' });
    const shown = card({ ...kickedOff, status: 'in_progress', lockReason: 'started' });
    expect(within(shown).getByText('In progress, waiting for the score')).toBeDefined();
    expect(within(shown).queryByText(/^Live/)).toBeNull();
  });
});
