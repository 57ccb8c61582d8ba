import { describe, expect, it } from 'vitest';
import { gridPrice, gridRows, isOwnSquare, squareCounts, squareName } from '@/lib/squares-grid';

const square = (gridPosition: number, playerName: string | null, price = 25) => ({
  gridPosition,
  playerName,
  price,
});

describe('squareName', () => {
  it('treats a missing or blank name as an open square', () => {
    expect(squareName(square(0, 'alice'))).toBe('alice');
    expect(squareName(square(0, null))).toBeNull();
    expect(squareName(square(0, '  '))).toBeNull();
    expect(squareName(undefined)).toBeNull();
  });
});

describe('squareCounts', () => {
  it('counts named squares as purchased and the rest of the 100 as available', () => {
    expect(squareCounts([square(0, 'alice'), square(1, null), square(2, 'bob')])).toEqual({
      available: 98,
      purchased: 2,
    });
    expect(squareCounts([])).toEqual({ available: 100, purchased: 0 });
  });
});

describe('gridPrice', () => {
  it('reads the price from the squares, else the default 25', () => {
    expect(gridPrice([square(0, null, 30.5)])).toBe(30.5);
    expect(gridPrice([])).toBe(25);
  });
});

describe('gridRows', () => {
  it('places each square at row = tens digit, column = units digit', () => {
    const rows = gridRows([square(0, 'alice'), square(37, 'bob'), square(99, 'carol')]);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.length === 10)).toBe(true);
    expect(rows[0]?.[0]).toBe('alice');
    expect(rows[3]?.[7]).toBe('bob');
    expect(rows[9]?.[9]).toBe('carol');
    expect(rows[5]?.[5]).toBeNull();
  });
});

describe('isOwnSquare', () => {
  it("matches the viewer's username ignoring case", () => {
    expect(isOwnSquare('Alice', 'alice')).toBe(true);
    expect(isOwnSquare('alice', 'bob')).toBe(false);
    expect(isOwnSquare(null, 'alice')).toBe(false);
    expect(isOwnSquare('alice', null)).toBe(false);
    expect(isOwnSquare('alice', '')).toBe(false);
  });
});
