import type { SheetRange } from '../data/picks-repository';

/**
 * Sheets a part grades: one Query page of pick sheets (a full sheet is ~2 KB, DynamoDB's page 1 MB),
 * read, graded and written well within a function's seconds, so 100,000 players are 200 parts.
 */
export const PART_SHEETS = 500;

/** Parts for a pool of this many members: one for a small pool, whose grading is then as before. */
export const partsFor = (members: number): number => Math.max(1, Math.ceil(members / PART_SHEETS));

/** Hex digits of a user id that split the parts: 65,536 points, far more than any pool's parts. */
const SPLIT_DIGITS = 4;
const SPLIT_POINTS = 16 ** SPLIT_DIGITS;

const bound = (part: number, parts: number) =>
  Math.floor((part * SPLIT_POINTS) / parts)
    .toString(16)
    .padStart(SPLIT_DIGITS, '0');

/**
 * The user ids part `part` of `parts` grades. User ids are random UUIDs (lowercase hex), so equal
 * ranges of their first digits hold about equal numbers of sheets; the first range is open below and
 * the last above, so the parts cover every sheet key once, whatever its id.
 */
export const sheetRangeOf = (part: number, parts: number): SheetRange => ({
  from: part === 0 ? null : bound(part, parts),
  to: part === parts - 1 ? null : bound(part + 1, parts),
});
