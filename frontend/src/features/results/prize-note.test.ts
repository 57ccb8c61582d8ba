import type { BoardPrize } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import { prizeNote } from '@/features/results/prize-note';

const row = (userId: string, rank: number, prize: BoardPrize | null = null) => ({ userId, rank, prize });
const notes = (rows: ReturnType<typeof row>[]) =>
  rows.map((entry) => {
    const note = prizeNote(entry, rows);
    return note && `${note.text}${note.wins ? '' : ' [no prize]'}`;
  });

describe('prizeNote', () => {
  it('says nothing where the rank already names the winner', () => {
    expect(notes([row('a', 1, { place: 1, shares: 1, byUserId: false }), row('b', 2), row('c', 2)])).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('names the place the user id gave each player of a full tie at the top', () => {
    expect(
      notes([row('a', 1, { place: 1, shares: 1, byUserId: true }), row('b', 1), row('c', 1), row('d', 4)]),
    ).toEqual([
      '1st on user id (full tie)',
      '2nd on user id (full tie) [no prize]',
      '3rd on user id (full tie) [no prize]',
      null,
    ]);
    expect(
      notes([
        row('a', 1, { place: 1, shares: 1, byUserId: false }),
        row('b', 2, { place: 2, shares: 1, byUserId: true }),
        row('c', 2),
      ]),
    ).toEqual([null, '2nd on user id (full tie)', '3rd on user id (full tie) [no prize]']);
  });

  it('says a split prize is shared', () => {
    const split = { place: 1, shares: 2, byUserId: false } as const;
    expect(notes([row('a', 1, split), row('b', 2, split), row('c', 3)])).toEqual([
      "Shares the week's prize (2 ways)",
      "Shares the week's prize (2 ways)",
      null,
    ]);
  });
});
