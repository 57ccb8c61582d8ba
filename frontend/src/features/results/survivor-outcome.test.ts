import { describe, expect, it } from 'vitest';
import { decidingWeek, poolEndLine } from '@/features/results/survivor-outcome';

const row = (name: string, eliminatedInWeek: number | null, entryName: string | null = null) => ({
  user: { displayName: name },
  entryName,
  isEliminated: eliminatedInWeek !== null,
  eliminatedInWeek,
});

describe('how a survivor pool ended', () => {
  it('says nothing while several entries are alive before the last week', () => {
    const rows = [row('a', null), row('b', null), row('c', 3)];
    expect(decidingWeek(rows, 15)).toBeNull();
    expect(poolEndLine(rows, 15, true)).toBeNull();
  });

  it('names those who went out together as sharing the prize, once their week is final', () => {
    const rows = [row('a', 15), row('b', 15), row('c', 15), row('d', 9)];
    expect(decidingWeek(rows, 15)).toBe(15);
    expect(poolEndLine(rows, 15, true)).toBe(
      'The pool is over: all 3 left went out together in Week 15 and share the prize 3 ways: a, b and c.',
    );
    expect(poolEndLine(rows, 15, false)).toBe(
      "Everyone is out: all 3 left went out together in Week 15 and share the prize 3 ways: a, b and c, once Week 15's games are final.",
    );
  });

  it('names the last one standing, and a Week 6 entry by its name', () => {
    const rows = [row('alice_b', null, 'Alice Safe'), row('b', 12, 'Entry 1')];
    expect(decidingWeek(rows, 13)).toBe(12);
    expect(poolEndLine(rows, 15, true)).toBe(
      'The pool is over: alice_b (Alice Safe) is the last one standing and wins the prize.',
    );
  });

  it('says who survived to the end of the season', () => {
    const rows = [row('a', null), row('b', null), row('c', 4)];
    expect(decidingWeek(rows, 18)).toBe(18);
    expect(poolEndLine(rows, 18, true)).toBe('The season is over: a and b survived to the end.');
  });
});
