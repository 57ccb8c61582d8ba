import { describe, expect, it } from 'vitest';
import { judge, median, medianFigures, type PageFigures, ratio, tbtLimitMs } from './web-bench-targets';

const floor: PageFigures = {
  performance: 97,
  accessibility: 100,
  lcpMs: 1400,
  tbtMs: 50,
  cls: 0,
  scriptBeforePaintBytes: 130 * 1024,
};

const failed = (page: PageFigures) =>
  judge(page, floor)
    .filter((verdict) => !verdict.pass)
    .map((verdict) => verdict.target);

describe('bench:web against the floor page', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([66, 71, 56])).toBe(66);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes each figure’s median on its own', () => {
    const runs = [
      { ...floor, performance: 90, lcpMs: 3000 },
      { ...floor, performance: 95, lcpMs: 1000 },
      { ...floor, performance: 80, lcpMs: 2000 },
    ];
    expect(medianFigures(runs)).toEqual({ ...floor, performance: 90, lcpMs: 2000 });
  });

  it('reads LCP as a ratio to the floor’s', () => {
    expect(ratio(2100, 1400)).toBeCloseTo(1.5);
  });

  it('passes a page as good as the floor, and one at each limit', () => {
    expect(failed(floor)).toEqual([]);
    expect(
      failed({
        performance: 94,
        accessibility: 100,
        lcpMs: 1960,
        tbtMs: 200,
        cls: 0.02,
        scriptBeforePaintBytes: 170 * 1024,
      }),
    ).toEqual([]);
  });

  it('fails each target just past its limit, and only that one', () => {
    expect(failed({ ...floor, performance: 93 })).toEqual(['performanceBelowFloor']);
    expect(failed({ ...floor, lcpMs: 1961 })).toEqual(['lcpRatioToFloor']);
    expect(failed({ ...floor, tbtMs: 201 })).toEqual(['tbtMs']);
    expect(failed({ ...floor, cls: 0.021 })).toEqual(['cls']);
    expect(failed({ ...floor, accessibility: 98 })).toEqual(['accessibility']);
    expect(failed({ ...floor, scriptBeforePaintBytes: 170 * 1024 + 1 })).toEqual(['scriptOverFloorBytes']);
  });

  it('holds TBT at 200 ms, or at the floor’s own plus 50 ms where that is more', () => {
    const slowFloor = { ...floor, tbtMs: 282 };
    const tbtFailed = (tbtMs: number, against: PageFigures) =>
      judge({ ...floor, tbtMs }, against).some((verdict) => verdict.target === 'tbtMs' && !verdict.pass);
    expect(tbtLimitMs(floor)).toBe(200);
    expect(tbtLimitMs(slowFloor)).toBe(332);
    expect(tbtFailed(332, slowFloor)).toBe(false);
    expect(tbtFailed(333, slowFloor)).toBe(true);
    expect(tbtLimitMs({ ...floor, tbtMs: 160 })).toBe(210);
    expect(tbtFailed(201, { ...floor, tbtMs: 150 })).toBe(true);
  });
});
