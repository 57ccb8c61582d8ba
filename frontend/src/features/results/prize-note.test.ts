import { describe, expect, it } from 'vitest';
import { prizeNote } from '@/features/results/prize-note';

describe('prizeNote', () => {
  it('says nothing where the rank already names the winner', () => {
    expect(prizeNote(null)).toBeNull();
    expect(prizeNote({ place: 1, shares: 1, byUserId: false })).toBeNull();
    expect(prizeNote({ place: 2, shares: 1, byUserId: false })).toBeNull();
  });

  it('names the place the user id gave in a full tie', () => {
    expect(prizeNote({ place: 1, shares: 1, byUserId: true })).toBe('1st on user id (full tie)');
    expect(prizeNote({ place: 2, shares: 1, byUserId: true })).toBe('2nd on user id (full tie)');
  });

  it('says a split prize is shared', () => {
    expect(prizeNote({ place: 1, shares: 3, byUserId: false })).toBe("Shares the week's prize (3 ways)");
  });
});
