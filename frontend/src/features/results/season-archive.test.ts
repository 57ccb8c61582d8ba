import type { ArchivedSurvivorPool } from '@shared/schemas/seasons';
import { describe, expect, it } from 'vitest';
import { archivedRecord, seasonLabel, survivorCountText, survivorOutcomeText } from './season-archive';

const pool = (changes: Partial<ArchivedSurvivorPool>): ArchivedSurvivorPool => ({
  poolId: 'standard',
  name: 'Season Survivor',
  kind: 'standard',
  entries: 12,
  alive: 1,
  outcome: 'winner',
  finalists: [{ userId: 'a', name: 'Alice B', entryName: null }],
  lastWeek: null,
  ...changes,
});

describe('a past season in words', () => {
  it('names a survivor winner, those still alive, and the last ones out together', () => {
    expect(survivorOutcomeText(pool({}))).toBe('Winner: Alice B');
    // A season ended early before the last entry alone was sure of it.
    expect(survivorOutcomeText(pool({}), true)).toBe('Still alive at the end, no winner decided: Alice B');
    expect(
      survivorOutcomeText(
        pool({
          outcome: 'alive',
          alive: 2,
          finalists: [
            { userId: 'a', name: 'Alice B', entryName: 'Lucky' },
            { userId: 'b', name: 'Bob T', entryName: null },
          ],
        }),
      ),
    ).toBe('Still alive at the end: Alice B (Lucky), Bob T');
    expect(survivorOutcomeText(pool({ outcome: 'last-out', alive: 0, lastWeek: 17 }))).toBe(
      'Last alive, out together in Week 17: Alice B',
    );
    expect(survivorOutcomeText(pool({ outcome: 'no-entries', entries: 0, alive: 0, finalists: [] }))).toBe(
      'No entries',
    );
  });

  it('counts entries, writes a record and labels the seasons', () => {
    expect(survivorCountText(pool({}))).toBe('12 entries, 1 alive');
    expect(survivorCountText(pool({ entries: 1 }))).toBe('1 entry, 1 alive');
    expect(archivedRecord({ wins: 120, losses: 100, pushes: 4 })).toBe('120-100-4');
    expect(seasonLabel(2026, true)).toBe('2026 season (current)');
    expect(seasonLabel(2025, false)).toBe('2025 season');
  });
});
