import type { DefaultPick } from '@shared/user';
import { describe, expect, it } from 'vitest';
import { chooseOverride, overridePrefill } from '@/features/admin-picks/override-prefill';

const HOME = 10;
const AWAY = 20;
const game = (id: string, spread: string | null) => ({ id, homeTeamId: HOME, awayTeamId: AWAY, spread });

const homeFavored = game('1', '-3.5');
const awayFavored = game('2', '7');
const pickEm = game('3', '0');
const noLine = game('4', null);

const teamOf = (defaultPick: DefaultPick, onGame: ReturnType<typeof game>) =>
  overridePrefill([onGame], [], defaultPick)[onGame.id]?.teamId;

describe('overridePrefill', () => {
  it('starts on the saved pick whatever the default pick says', () => {
    expect(
      overridePrefill([homeFavored, awayFavored], [{ gameId: '1', pickedTeamId: AWAY }], 'favorite'),
    ).toEqual({
      '1': { teamId: AWAY, saved: true },
      '2': { teamId: AWAY, saved: false },
    });
  });

  it('takes the home or away side as the default pick says', () => {
    for (const onGame of [homeFavored, awayFavored, noLine]) {
      expect(teamOf('home', onGame)).toBe(HOME);
      expect(teamOf('away', onGame)).toBe(AWAY);
    }
  });

  it('takes the favorite: home when the spread is below 0, else away', () => {
    expect(teamOf('favorite', homeFavored)).toBe(HOME);
    expect(teamOf('favorite', awayFavored)).toBe(AWAY);
    expect(teamOf('favorite', pickEm)).toBe(AWAY);
    expect(teamOf('favorite', noLine)).toBe(AWAY);
  });

  it('takes the underdog: the side opposite the favorite', () => {
    expect(teamOf('underdog', homeFavored)).toBe(AWAY);
    expect(teamOf('underdog', awayFavored)).toBe(HOME);
    expect(teamOf('underdog', pickEm)).toBe(HOME);
    expect(teamOf('underdog', noLine)).toBe(HOME);
  });

  it('has one choice per game and none for saved picks of other games', () => {
    const prefill = overridePrefill([noLine], [{ gameId: 'elsewhere', pickedTeamId: 99 }], 'home');
    expect(prefill).toEqual({ '4': { teamId: HOME, saved: false } });
  });
});

describe('chooseOverride', () => {
  const saved = { teamId: HOME, saved: true };
  const defaultOnly = { teamId: HOME, saved: false };

  it('takes a tap on a game without a saved pick as a change, the default side included', () => {
    expect(chooseOverride({}, '1', defaultOnly, AWAY)).toEqual({ '1': AWAY });
    expect(chooseOverride({}, '1', defaultOnly, HOME)).toEqual({ '1': HOME });
  });

  it('takes a tap on the saved pick as no change, and a tap on the other side as one', () => {
    expect(chooseOverride({}, '1', saved, HOME)).toEqual({});
    expect(chooseOverride({}, '1', saved, AWAY)).toEqual({ '1': AWAY });
    expect(chooseOverride({ '1': AWAY }, '1', saved, HOME)).toEqual({});
  });

  it('takes back a change when its team is tapped again, leaving the other games as they are', () => {
    expect(chooseOverride({ '1': AWAY, '2': HOME }, '1', defaultOnly, AWAY)).toEqual({ '2': HOME });
    expect(chooseOverride({ '2': HOME }, '1', defaultOnly, AWAY)).toEqual({ '1': AWAY, '2': HOME });
  });
});
