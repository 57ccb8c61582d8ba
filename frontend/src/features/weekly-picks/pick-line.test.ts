import { describe, expect, it } from 'vitest';
import { pickLineText } from '@/features/weekly-picks/pick-line';

const game = (spread: string | null) => ({
  homeTeamId: 24,
  awayTeamId: 12,
  spread,
  homeTeam: { abbreviation: 'LAC', displayName: 'Los Angeles Chargers' },
  awayTeam: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
});

describe('pickLineText', () => {
  it('gives the picked team’s line as it was, and nothing more while the line stands', () => {
    expect(pickLineText({ pickedTeamId: 12, line: '3.5' }, game('3.5'))).toEqual({
      made: 'KC -3.5',
      now: null,
    });
    expect(pickLineText({ pickedTeamId: 24, line: '3.5' }, game('3.5'))).toEqual({
      made: 'LAC +3.5',
      now: null,
    });
  });

  it('adds the line now when it moved after the pick', () => {
    expect(pickLineText({ pickedTeamId: 12, line: '3.5' }, game('4.5'))).toEqual({
      made: 'KC -3.5',
      now: 'KC -4.5',
    });
    expect(pickLineText({ pickedTeamId: 24, line: '0' }, game('-1'))).toEqual({
      made: 'LAC PK',
      now: 'LAC -1',
    });
  });

  it('says when a pick was made without a line', () => {
    expect(pickLineText({ pickedTeamId: 12, line: null }, game('3'))).toEqual({
      made: 'KC (no line)',
      now: 'KC -3',
    });
    expect(pickLineText({ pickedTeamId: 12, line: '3' }, game(null))).toEqual({
      made: 'KC -3',
      now: 'KC (no line)',
    });
  });
});
