/*
 * Boards and the week's standings are shown and stored in pages of BOARD_PAGE_SIZE players in
 * their order, page 1 first, so no answer and no item grows with the pool (docs/data-model.md,
 * "At 100,000 players").
 */
export const BOARD_PAGE_SIZE = 100;

/** How many pages `players` fill: an empty board is still one (empty) page. */
export const pageCount = (players: number, size = BOARD_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(players / size));

/** The page (from 1) of the player at `position` (from 0) in the board's order. */
export const pageOfPosition = (position: number, size = BOARD_PAGE_SIZE): number =>
  Math.floor(position / size) + 1;

/** The positions [start, end) page `page` (from 1) shows of a board of `players`. */
export const pageBounds = (page: number, players: number, size = BOARD_PAGE_SIZE): [number, number] => [
  Math.min((page - 1) * size, players),
  Math.min(page * size, players),
];

/** The rows split into pages of `size`, in order: none for no rows. */
export const inPages = <T>(rows: readonly T[], size = BOARD_PAGE_SIZE): T[][] => {
  const pages: T[][] = [];
  for (let start = 0; start < rows.length; start += size) pages.push(rows.slice(start, start + size));
  return pages;
};
