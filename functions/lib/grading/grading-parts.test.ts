import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PART_SHEETS, partsFor, sheetRangeOf } from './grading-parts';

const inRange = (userId: string, range: ReturnType<typeof sheetRangeOf>) =>
  (range.from === null || userId >= range.from) && (range.to === null || userId < range.to);

describe('the parts of a grading', () => {
  it('are one for a small pool and one per 500 members beyond', () => {
    expect([0, 1, 20, PART_SHEETS, PART_SHEETS + 1, 100_000].map(partsFor)).toEqual([1, 1, 1, 1, 2, 200]);
  });

  it('cover every user id exactly once, UUIDs and any other id alike', () => {
    const ids = [
      ...Array.from({ length: 2_000 }, () => randomUUID()),
      '',
      '0000',
      'ffff',
      'fffff',
      'user-alice',
      'Zed',
      '~',
    ];
    for (const parts of [1, 2, 3, 7, 200]) {
      const ranges = Array.from({ length: parts }, (_, part) => sheetRangeOf(part, parts));
      for (const id of ids) {
        expect(ranges.filter((range) => inRange(id, range)).length, `${id} in ${parts} parts`).toBe(1);
      }
    }
  });

  it('hold about equal shares of random ids', () => {
    const parts = 4;
    const counts = Array.from({ length: parts }, () => 0);
    for (let i = 0; i < 4_000; i += 1) {
      const id = randomUUID();
      const part = Array.from({ length: parts }, (_, p) => p).find((p) =>
        inRange(id, sheetRangeOf(p, parts)),
      );
      counts[part as number] = (counts[part as number] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });
});
