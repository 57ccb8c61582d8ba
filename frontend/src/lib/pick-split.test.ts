import type { PickSplit } from '@shared/game';
import { describe, expect, it } from 'vitest';
import { splitSentence } from '@/lib/pick-split';

const game = {
  homeTeam: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
  awayTeam: { abbreviation: 'LAC', displayName: 'Los Angeles Chargers' },
};
const split = (homeCount: number, awayCount: number): PickSplit => {
  const total = homeCount + awayCount;
  const homePercent = total ? Math.round((homeCount / total) * 100) : 0;
  return { gameId: 'g', homeCount, awayCount, homePercent, awayPercent: total ? 100 - homePercent : 0 };
};

describe('splitSentence', () => {
  it("names the pool's majority side", () => {
    expect(splitSentence(game, split(7, 4))).toBe('64% took KC');
    expect(splitSentence(game, split(2, 9))).toBe('82% took LAC');
    expect(splitSentence(game, split(5, 5))).toBe('50% took KC');
  });

  it('says nothing without picks', () => {
    expect(splitSentence(game, undefined)).toBeNull();
    expect(splitSentence(game, split(0, 0))).toBeNull();
  });
});
