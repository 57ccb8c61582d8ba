import { describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZE, inPages, pageBounds, pageCount, pageOfPosition } from './board-page';

describe('the page rule', () => {
  it('fills pages of a hundred, an empty board being one page', () => {
    expect(BOARD_PAGE_SIZE).toBe(100);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(pageCount(100_000)).toBe(1000);
  });

  it('puts a player on the page of their position', () => {
    expect(pageOfPosition(0)).toBe(1);
    expect(pageOfPosition(99)).toBe(1);
    expect(pageOfPosition(100)).toBe(2);
    expect(pageOfPosition(99_999)).toBe(1000);
  });

  it('bounds each page, the last one short and any page past it empty', () => {
    expect(pageBounds(1, 250)).toEqual([0, 100]);
    expect(pageBounds(2, 250)).toEqual([100, 200]);
    expect(pageBounds(3, 250)).toEqual([200, 250]);
    expect(pageBounds(4, 250)).toEqual([250, 250]);
    expect(pageBounds(1, 0)).toEqual([0, 0]);
  });

  it('splits rows into pages in order', () => {
    expect(inPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inPages([], 2)).toEqual([]);
  });
});
