/**
 * The app's spread is the home team's line: negative means home favored. nflverse publishes
 * `spread_line` the other way round (positive = home favored), so the app stores its negation.
 */
export const spreadFromNflverseLine = (spreadLine: string): string | null => {
  const trimmed = spreadLine.trim();
  if (!trimmed) return null;
  const line = Number(trimmed);
  if (!Number.isFinite(line)) throw new Error(`Not a spread line: ${spreadLine}`);
  const spread = line === 0 ? 0 : -line;
  return String(spread);
};

/** The stored home line as a number (0 for a pick'em), or null without a readable line. */
export const homeLine = (spread: string | null): number | null => {
  if (spread === null || spread.trim() === '') return null;
  const line = Number(spread);
  if (!Number.isFinite(line)) return null;
  return line === 0 ? 0 : line;
};
