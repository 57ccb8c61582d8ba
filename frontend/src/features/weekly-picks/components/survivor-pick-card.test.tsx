// @vitest-environment happy-dom
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SurvivorPickCard } from '@/features/weekly-picks/components/survivor-pick-card';
import { future, game, survivorPick, week6Entry } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/*
 * A Week 6 entry's card in Week 8: DAL at PHI and BUF at KC still to play. "Lucky" used KC in Week 6
 * and PHI in Week 7.
 */
const WEEK = 8;
const week8 = [
  game('g-early', WEEK, 6, 21, { startTime: future(20) }),
  game('g-late', WEEK, 2, 12, { startTime: future(30) }),
];
const ID = 'week6.lucky';
const usedTwice = [survivorPick(ID, 6, 12), survivorPick(ID, 7, 21)];

const showCard = (
  entry: SurvivorEntry,
  props: { chosen?: number; picksEnabled?: boolean; needsPick?: boolean; saving?: boolean } = {},
) => {
  const onChoose = vi.fn();
  renderWithApp(
    <SurvivorPickCard
      entry={entry}
      title={entry.displayName}
      week={WEEK}
      games={week8}
      now={new Date()}
      chosen={props.chosen}
      picksEnabled={props.picksEnabled ?? true}
      saving={props.saving ?? false}
      needsPick={props.needsPick ?? false}
      onChoose={onChoose}
    />,
    {},
  );
  const card = screen.getByRole('article', { name: entry.displayName });
  const picker = () => within(card).queryByRole('group', { name: `Team for Week ${WEEK}` });
  const tile = (abbreviation: string) =>
    within(card)
      .getAllByRole('radio')
      .find((radio) => radio.closest('label')?.textContent?.startsWith(abbreviation)) as HTMLInputElement;
  return { card, picker, tile, onChoose };
};

describe('a Week 6 entry’s pick card', () => {
  it('names its pool and week, offers the week’s teams with the ones used before disabled, and hands up the team chosen', async () => {
    const user = userEvent.setup();
    const { card, picker, tile, onChoose } = showCard(week6Entry('lucky', 'Lucky', { picks: usedTwice }));
    expect(within(card).getByText('Week 6 Survivor · Week 8')).toBeDefined();
    expect(within(card).getByText('Used: Wk 6 KC · Wk 7 PHI')).toBeDefined();
    expect(picker()).not.toBeNull();
    expect(tile('KC').disabled).toBe(true);
    expect(tile('PHI').disabled).toBe(true);
    expect(tile('BUF').disabled).toBe(false);
    await user.click(tile('DAL'));
    expect(onChoose).toHaveBeenCalledWith(6);
  });

  it('marks a missing pick, and asks for it in words only after a save attempt found it missing', () => {
    const { card } = showCard(week6Entry('lucky', 'Lucky', { picks: usedTwice }));
    expect(within(card).getByText('Pick needed')).toBeDefined();
    expect(within(card).queryByText("Choose this entry's team for Week 8.")).toBeNull();
  });

  it('after a save attempt found it missing, asks for the entry’s team in words', () => {
    const { card } = showCard(week6Entry('lucky', 'Lucky', { picks: usedTwice }), { needsPick: true });
    expect(within(card).getByText('Pick needed')).toBeDefined();
    expect(within(card).getByText("Choose this entry's team for Week 8.")).toBeDefined();
  });

  it('no longer marks the pick missing once a team is chosen on the page', () => {
    const { card, tile } = showCard(week6Entry('lucky', 'Lucky', { picks: usedTwice }), {
      needsPick: true,
      chosen: 2,
    });
    expect(within(card).queryByText('Pick needed')).toBeNull();
    expect(within(card).queryByText("Choose this entry's team for Week 8.")).toBeNull();
    expect(tile('BUF').checked).toBe(true);
  });

  it('keeps every team while the admin has paused picks, and says so instead of asking for one', () => {
    const { card, tile } = showCard(week6Entry('lucky', 'Lucky', { picks: usedTwice }), {
      picksEnabled: false,
      needsPick: true,
    });
    expect(within(card).getByText('The admin has paused picks.')).toBeDefined();
    expect(within(card).queryByText('Pick needed')).toBeNull();
    expect(tile('BUF').disabled).toBe(true);
    expect(tile('DAL').disabled).toBe(true);
  });

  it('shows a pick whose game kicked off as locked, with no teams to choose', () => {
    const locked = { ...survivorPick(ID, WEEK, 2, null), lockAt: future(-1) };
    const { card, picker } = showCard(week6Entry('lucky', 'Lucky', { picks: [...usedTwice, locked] }));
    expect(within(card).getByText('Week 8 pick: BUF')).toBeDefined();
    expect(within(card).getByText(/^Locked since its kickoff/)).toBeDefined();
    expect(picker()).toBeNull();
  });

  it('shows a pick the admin finalized as finalized before its kickoff, with no teams to choose', () => {
    const finalized = { ...survivorPick(ID, WEEK, 2, null), isFinalized: true, lockAt: future(30) };
    const { card, picker } = showCard(week6Entry('lucky', 'Lucky', { picks: [...usedTwice, finalized] }));
    expect(within(card).getByText('Finalized')).toBeDefined();
    expect(within(card).getByText('Finalized by the admin: this pick is locked.')).toBeDefined();
    expect(picker()).toBeNull();
  });

  it('keeps a saved pick open to change until its kickoff', () => {
    const saved = { ...survivorPick(ID, WEEK, 2, null), lockAt: future(30) };
    const { picker, tile } = showCard(week6Entry('lucky', 'Lucky', { picks: [...usedTwice, saved] }));
    expect(picker()).not.toBeNull();
    expect(tile('BUF').checked).toBe(true);
    expect(tile('DAL').disabled).toBe(false);
  });

  it('offers nothing to an entry that starts in a later week', () => {
    const { card, picker } = showCard(week6Entry('late', 'Late', { firstWeek: 9 }));
    expect(
      within(card).getByText('This entry starts in Week 9: one team a week from then on, each team once.'),
    ).toBeDefined();
    expect(picker()).toBeNull();
  });

  it('shows an eliminated entry’s fate and no teams to choose', () => {
    const out = week6Entry('out', 'Out', {
      isEliminated: true,
      eliminatedInWeek: 7,
      picks: [survivorPick('week6.out', 6, 12), survivorPick('week6.out', 7, 21, false)],
    });
    const { card, picker } = showCard(out);
    expect(within(card).getByText('Out in Week 7')).toBeDefined();
    expect(
      within(card).getByText('Last pick: PHI in Week 7 (lost). This entry has no more picks to make.'),
    ).toBeDefined();
    expect(within(card).queryByText(/^Used:/)).toBeNull();
    expect(picker()).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
