import { describe, expect, it } from 'vitest';
import { favoriteLine, teamLine } from '@/lib/spread';

const game = (spread: string | null) => ({
  spread,
  homeTeam: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
  awayTeam: { abbreviation: 'LAC', displayName: 'Los Angeles Chargers' },
});

describe('favoriteLine', () => {
  it("names the favourite with its line (the spread is the home team's)", () => {
    expect(favoriteLine(game('-3.5'))).toBe('KC -3.5');
    expect(favoriteLine(game('8.5'))).toBe('LAC -8.5');
  });

  it('says PK for a pick and No line without one', () => {
    expect(favoriteLine(game('0'))).toBe('PK');
    expect(favoriteLine(game(null))).toBe('No line');
    expect(favoriteLine(game('n/a'))).toBe('No line');
  });
});

describe('teamLine', () => {
  it('gives each side its own sign', () => {
    expect(teamLine('-3.5', 'home')).toBe('-3.5');
    expect(teamLine('-3.5', 'away')).toBe('+3.5');
    expect(teamLine('7', 'away')).toBe('-7');
    expect(teamLine('0', 'home')).toBe('PK');
    expect(teamLine(null, 'home')).toBeNull();
  });
});
