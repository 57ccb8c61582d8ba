import { describe, expect, it } from 'vitest';
import { autoSurvivorTeam, defaultPickSide, favoritesFirst } from './auto-pick';
import type { GameRecord } from './game';
import type { SurvivorPickRecord } from './survivor';

const at = new Date('2025-12-14T17:00:00Z');
const game = (
  id: string,
  home: number,
  away: number,
  spread: string | null,
  startTime = '2025-12-14T18:00:00Z',
): GameRecord => ({
  id,
  week: 15,
  startTime,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: null,
  awayScore: null,
  isCompleted: false,
  spread,
  isMnfTiebreaker: false,
});

const pick = (teamId: number): SurvivorPickRecord => ({
  teamId,
  team: { abbreviation: `T${teamId}`, displayName: `Team ${teamId}` },
  lockAt: '2025-12-07T18:00:00Z',
  isCorrect: true,
  isFinalized: false,
  updatedAt: '2025-12-07T12:00:00Z',
});

describe('the default pick side', () => {
  const homeFavored = game('1', 10, 20, '-3.5');
  const awayFavored = game('2', 10, 20, '7');
  const noLine = game('3', 10, 20, null);

  it('takes home and away as they say', () => {
    expect(defaultPickSide('home', awayFavored)).toBe(10);
    expect(defaultPickSide('away', homeFavored)).toBe(20);
  });

  it('takes the favorite: home when the home line is below 0, else away', () => {
    expect(defaultPickSide('favorite', homeFavored)).toBe(10);
    expect(defaultPickSide('favorite', awayFavored)).toBe(20);
    expect(defaultPickSide('favorite', noLine)).toBe(20);
  });

  it('takes the underdog as the other side', () => {
    expect(defaultPickSide('underdog', homeFavored)).toBe(20);
    expect(defaultPickSide('underdog', awayFavored)).toBe(10);
    expect(defaultPickSide('underdog', noLine)).toBe(10);
  });
});

describe('the survivor auto-pick', () => {
  const games = [
    game('1', 1, 2, '-3'),
    game('2', 3, 4, '9.5'),
    game('3', 5, 6, '-12.5'),
    game('4', 7, 8, null),
    game('5', 9, 10, '-20', '2025-12-12T01:15:00Z'),
  ];
  const entry = (weeks: Record<number, number>, extra = {}) => ({
    picks: Object.fromEntries(Object.entries(weeks).map(([week, team]) => [week, pick(team)])),
    isEliminated: false,
    firstWeek: 1,
    ...extra,
  });

  it('orders open games by the favored side, biggest first, games without a line last', () => {
    expect(favoritesFirst(games, at)).toEqual([5, 4, 1, 2, 3, 6, 7, 8]);
  });

  it('gives the biggest favorite not used, skipping kicked-off games', () => {
    expect(autoSurvivorTeam(entry({}), 15, games, at)).toBe(5);
    expect(autoSurvivorTeam(entry({ 3: 5, 4: 4 }), 15, games, at)).toBe(1);
  });

  it('gives nothing to an entry that is out, not yet started, or has picked', () => {
    expect(autoSurvivorTeam(entry({}, { isEliminated: true }), 15, games, at)).toBeNull();
    expect(autoSurvivorTeam(entry({}, { firstWeek: 16 }), 15, games, at)).toBeNull();
    expect(autoSurvivorTeam(entry({ 15: 2 }), 15, games, at)).toBeNull();
  });

  it('gives nothing when every open team is used', () => {
    expect(
      autoSurvivorTeam(entry({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8 }), 15, games, at),
    ).toBeNull();
  });
});
