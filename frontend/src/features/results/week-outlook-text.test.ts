import { describe, expect, it } from 'vitest';
import { weekInPlay, weekOutlookText } from '@/features/results/week-outlook-text';

describe('weekOutlookText', () => {
  it('while games remain: how many the player could still get right, and whether they are out', () => {
    expect(weekOutlookText({ maxCorrect: 11, canStillWin: true })).toEqual({ upTo: 'Up to 11', out: null });
    expect(weekOutlookText({ maxCorrect: 7, canStillWin: false })).toEqual({
      upTo: 'Up to 7',
      out: 'Out of the running',
    });
  });

  it('says nothing once the week is over', () => {
    expect(weekOutlookText({ maxCorrect: 9, canStillWin: null })).toEqual({ upTo: null, out: null });
    expect(weekInPlay([{ maxCorrect: 9, canStillWin: null }])).toBe(false);
    expect(weekInPlay([{ maxCorrect: 3, canStillWin: false }])).toBe(true);
  });
});
