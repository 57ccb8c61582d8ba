// @vitest-environment happy-dom
import type { Game } from '@shared/game';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MnfTiebreakerCard } from '@/features/weekly-picks/components/mnf-tiebreaker-card';
import { readMnfTotal } from '@/lib/mnf-total';
import { future, game } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/* Week 7's tiebreaker, BUF at KC on Monday night; the week's first tiebreaker was DAL at PHI. */
const monday = game('g-monday', 7, 2, 12, { startTime: future(90), isMnfTiebreaker: true });
const oldTiebreaker = game('g-early', 7, 6, 21, { startTime: future(20) });

/** The card as the pick sheet holds it: the typed text, invalid when it is not a total the API takes. */
const Sheet = (props: {
  game?: Game;
  initial?: string;
  needsTotal?: boolean;
  cleared?: { predictedTotal: number; game: Game | null } | null;
}) => {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <MnfTiebreakerCard
      id="mnf"
      game={props.game ?? monday}
      value={value}
      saving={false}
      needsTotal={props.needsTotal ?? false}
      invalid={readMnfTotal(value).kind === 'invalid'}
      cleared={props.cleared ?? null}
      onChange={setValue}
    />
  );
};

const box = () => screen.getByRole('textbox', { name: 'Total points' }) as HTMLInputElement;

describe('the pick sheet’s Monday night tiebreaker', () => {
  it('says what is wrong with the total as it is typed, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sheet />, {});
    expect(screen.getByText(/^Predict the total points in BUF @ KC \(/)).toBeDefined();
    for (const [typed, problem] of [
      ['200', '200 is more than 150'],
      ['-5', "A total can't be negative"],
      ['4.5', 'Whole numbers only, no decimals'],
      ['4e', 'Numbers only'],
    ]) {
      await user.clear(box());
      await user.type(box(), typed as string);
      expect(box().value).toBe(typed);
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(problem as string)).toBeDefined();
    }
    await user.clear(box());
    await user.type(box(), '150');
    expect(box().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText("Both teams' points combined, 0-150, whole number")).toBeDefined();
  });

  it('asks for a total after a save attempt found none', () => {
    renderWithApp(<Sheet needsTotal />, {});
    expect(screen.getByText('Enter a total to save your picks')).toBeDefined();
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('locks the box once the game has started, and says why', () => {
    renderWithApp(
      <Sheet game={{ ...monday, startTime: future(-1), lockReason: 'started' }} initial="41" />,
      {},
    );
    expect(box().disabled).toBe(true);
    expect(box().value).toBe('41');
    expect(screen.getByText('Game started - predictions locked')).toBeDefined();
  });

  it('tells the player their total went with the old tiebreaker game, and to enter one while it is open', () => {
    renderWithApp(<Sheet cleared={{ predictedTotal: 44, game: oldTiebreaker }} />, {});
    expect(
      screen.getByText(
        'The tiebreaker moved to BUF @ KC, so your total of 44 for DAL @ PHI was cleared. Enter a total for this game.',
      ),
    ).toBeDefined();
    expect(box().disabled).toBe(false);
  });

  it('does not ask for a total on a cleared tiebreaker that has locked', () => {
    renderWithApp(
      <Sheet
        game={{ ...monday, startTime: future(-1), lockReason: 'started' }}
        cleared={{ predictedTotal: 44, game: null }}
      />,
      {},
    );
    expect(
      screen.getByText('The tiebreaker moved to BUF @ KC, so your total of 44 was cleared.'),
    ).toBeDefined();
  });
});
