/** The Super Bowl squares grid (spec section 9). */
export const SQUARES_COUNT = 100;
export const SQUARE_NAME_MAX = 10;
export const DEFAULT_SQUARE_PRICE = 25;
export const SQUARES_PAYOUTS = [
  { period: 'Q1', percent: 20 },
  { period: 'Q2', percent: 30 },
  { period: 'Q3', percent: 20 },
  { period: 'Final', percent: 30 },
] as const;

/** A square as GET /api/squares answers it: empty squares have no name. */
export interface Square {
  gridPosition: number;
  playerName: string | null;
  /** The player whose username is the square's name, when there is one. */
  userId: string | null;
  user: { displayName: string } | null;
  price: number;
}

/** Money as the admin types it: positive, at most two decimals. */
export const isSquarePrice = (price: number): boolean =>
  Number.isFinite(price) &&
  price > 0 &&
  price <= 100_000 &&
  Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;
