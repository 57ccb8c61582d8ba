import { describe, expect, it } from 'vitest';
import {
  cleanPoints,
  draftFromSpread,
  lineFromDraft,
  spreadEdits,
} from '@/features/admin-games/spread-draft';

describe('draftFromSpread', () => {
  it('reads the stored home line as favorite and points', () => {
    expect(draftFromSpread('-3.5')).toEqual({ favorite: 'home', points: '3.5' });
    expect(draftFromSpread('7')).toEqual({ favorite: 'away', points: '7' });
    expect(draftFromSpread('0')).toEqual({ favorite: 'home', points: '0' });
    expect(draftFromSpread(null)).toEqual({ favorite: 'none', points: '' });
  });
});

describe('lineFromDraft', () => {
  it('stores a home favorite as negative and an away favorite as positive', () => {
    expect(lineFromDraft({ favorite: 'home', points: '6.5' })).toEqual({ valid: true, spread: -6.5 });
    expect(lineFromDraft({ favorite: 'away', points: '3' })).toEqual({ valid: true, spread: 3 });
  });

  it('clears the line for no favorite or empty points', () => {
    expect(lineFromDraft({ favorite: 'none', points: '3' })).toEqual({ valid: true, spread: null });
    expect(lineFromDraft({ favorite: 'home', points: ' ' })).toEqual({ valid: true, spread: null });
  });

  it('refuses points off the half-point grid or out of range', () => {
    expect(lineFromDraft({ favorite: 'home', points: '3.25' }).valid).toBe(false);
    expect(lineFromDraft({ favorite: 'home', points: '51' }).valid).toBe(false);
    expect(lineFromDraft({ favorite: 'home', points: 'abc' }).valid).toBe(false);
  });
});

describe('cleanPoints', () => {
  it('drops a typed minus sign, so only positive points are entered', () => {
    expect(cleanPoints('-3.5')).toBe('3.5');
  });
});

describe('spreadEdits', () => {
  const games = [
    { id: 'a', spread: '-3' },
    { id: 'b', spread: null },
    { id: 'c', spread: '2.5' },
    { id: 'd', spread: '1' },
  ];

  it('sends only games whose line changed, and reports unreadable points', () => {
    const edits = spreadEdits(games, {
      a: { favorite: 'home', points: '3' },
      b: { favorite: 'away', points: '4.5' },
      c: { favorite: 'none', points: '' },
      d: { favorite: 'away', points: '1.3' },
    });
    expect(edits.changes).toEqual([
      { gameId: 'b', spread: 4.5 },
      { gameId: 'c', spread: null },
    ]);
    expect(edits.invalid).toEqual(['d']);
  });
});
