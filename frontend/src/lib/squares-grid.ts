import { DEFAULT_SQUARE_PRICE, SQUARES_COUNT, type Square } from '@shared/squares';

/** The grid is 10 across and 10 down; position = row * 10 + column. */
export const GRID_SIDE = 10;
export const GRID_DIGITS = Array.from({ length: GRID_SIDE }, (_, digit) => digit);

/** A square's name, or null when it is open (blank names count as open). */
export const squareName = (square: Pick<Square, 'playerName'> | undefined): string | null =>
  square?.playerName?.trim() || null;

export interface SquareCounts {
  available: number;
  purchased: number;
}

/** Named squares are purchased; every other position of the grid is available. */
export const squareCounts = (squares: readonly Pick<Square, 'playerName'>[]): SquareCounts => {
  const purchased = squares.filter((square) => squareName(square) !== null).length;
  return { available: SQUARES_COUNT - purchased, purchased };
};

/** One price for the whole grid: the first square's, else the default. */
export const gridPrice = (squares: readonly Pick<Square, 'price'>[]): number =>
  squares[0]?.price ?? DEFAULT_SQUARE_PRICE;

/** The names of the grid by row: rows[row][column], null for an open square. */
export const gridRows = (
  squares: readonly Pick<Square, 'gridPosition' | 'playerName'>[],
): (string | null)[][] => {
  const names = new Map(squares.map((square) => [square.gridPosition, squareName(square)]));
  return GRID_DIGITS.map((row) => GRID_DIGITS.map((column) => names.get(row * GRID_SIDE + column) ?? null));
};

/** A square is the viewer's when its name is their username, ignoring case. */
export const isOwnSquare = (name: string | null, username: string | null | undefined): boolean =>
  name !== null && !!username && name.toLowerCase() === username.trim().toLowerCase();
