// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SurvivorTeamPicker } from '@/components/survivor-team-picker';
import { teamChoices } from '@/lib/survivor-choices';
import { future, game, survivorEntry, survivorPick } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/*
 * Week 7: DAL at PHI has kicked off, BUF at KC and NYG at CAR are still to play; the entry used KC in
 * Week 3. The choices are the page's own (teamChoices), so the tiles show what the rules allow.
 */
const week7 = [
  game('g-early', 7, 6, 21, { startTime: future(-1), spread: '-2.5' }),
  game('g-late', 7, 2, 12, { startTime: future(30), spread: '-3' }),
  game('g-last', 7, 19, 29, { startTime: future(52) }),
];
const entry = survivorEntry({ picks: [survivorPick('standard.3f9c2a1b7d4e', 3, 12)] });

const showPicker = (props: { value?: number; savedTeamId?: number; disabled?: boolean } = {}) => {
  const onChoose = vi.fn();
  renderWithApp(
    <SurvivorTeamPicker
      name="entry-1"
      legend="Team for Week 7"
      choices={teamChoices(entry, 7, week7, new Date())}
      value={props.value}
      savedTeamId={props.savedTeamId}
      disabled={props.disabled ?? false}
      onChoose={onChoose}
    />,
    {},
  );
  const group = screen.getByRole('group', { name: 'Team for Week 7' });
  const tile = (abbreviation: string) =>
    within(group)
      .getAllByRole('radio')
      .find((radio) => radio.closest('label')?.textContent?.startsWith(abbreviation)) as HTMLInputElement;
  return { group, tile, onChoose };
};

describe('the survivor team picker', () => {
  it('offers the teams still to play and not used, and says why the others are off', () => {
    const { group, tile } = showPicker();
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(['BUF', 'NYG', 'CAR'].map((team) => tile(team).disabled)).toEqual([false, false, false]);
    expect(tile('KC').disabled).toBe(true);
    expect(tile('KC').closest('label')?.textContent).toContain('Used in Week 3');
    expect([tile('DAL').disabled, tile('PHI').disabled]).toEqual([true, true]);
    expect(tile('DAL').closest('label')?.textContent).toContain('Game started');
    expect(tile('BUF').closest('label')?.textContent).toContain('@ KC');
    expect(tile('KC').closest('label')?.textContent).toContain('vs BUF');
  });

  it('chooses the team tapped, and none that is off', async () => {
    const user = userEvent.setup();
    const { tile, onChoose } = showPicker();
    await user.click(tile('CAR'));
    await user.click(tile('PHI'));
    expect(onChoose.mock.calls).toEqual([[29]]);
  });

  it('keeps the saved pick checked and choosable though its game started', () => {
    const { tile } = showPicker({ value: 21, savedTeamId: 21 });
    expect(tile('PHI').checked).toBe(true);
    expect(tile('PHI').disabled).toBe(false);
    expect(tile('DAL').disabled).toBe(true);
  });

  it('takes no choice at all while disabled (saving)', () => {
    const { group } = showPicker({ value: 2, disabled: true });
    expect(
      within(group)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it('says so when the week has no games', () => {
    renderWithApp(
      <SurvivorTeamPicker
        name="entry-1"
        legend="Team for Week 7"
        choices={[]}
        value={undefined}
        savedTeamId={undefined}
        disabled={false}
        onChoose={() => undefined}
      />,
      {},
    );
    expect(screen.getByText('No games this week.')).toBeDefined();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
