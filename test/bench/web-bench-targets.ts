/**
 * The targets of `npm run bench:web`, read against the floor page (React 19 and Chakra v3's
 * default system rendering a heading, a line and a button): what a page scores beside what the stack
 * itself scores on the same machine in the same run.
 */

/** One Lighthouse run's figures (script before first paint from the bench's throttled load). */
export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Gzipped bytes of the scripts downloaded before the first contentful paint. */
  scriptBeforePaintBytes: number;
}

export const targets = {
  /** Points of performance a page may fall below the floor's. */
  performanceBelowFloor: 3,
  lcpRatioToFloor: 1.4,
  /**
   * TBT at most this, or the floor's own plus `tbtOverFloorMs` where the floor exceeds it: Lighthouse
   * 13.5 charges the floor page alone ~280 ms on an idle machine, and any load on the machine adds to
   * every page's, so a fixed limit would judge the machine, not the page.
   */
  tbtMs: 200,
  tbtOverFloorMs: 50,
  cls: 0.02,
  accessibility: 100,
  scriptOverFloorBytes: 40 * 1024,
} as const;

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over a page's runs. */
export const medianFigures = (runs: PageFigures[]): PageFigures => ({
  performance: median(runs.map((run) => run.performance)),
  accessibility: median(runs.map((run) => run.accessibility)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  cls: median(runs.map((run) => run.cls)),
  scriptBeforePaintBytes: median(runs.map((run) => run.scriptBeforePaintBytes)),
});

export const ratio = (page: number, floor: number): number => page / floor;

/** The TBT a page may reach beside this floor: 200 ms, or the floor's own plus 50 ms where that is more. */
export const tbtLimitMs = (floor: PageFigures): number =>
  Math.max(targets.tbtMs, floor.tbtMs + targets.tbtOverFloorMs);

export interface Verdict {
  target: Exclude<keyof typeof targets, 'tbtOverFloorMs'>;
  pass: boolean;
}

/** Whether a page's median figures meet each target, against the floor's medians of the same run. */
export const judge = (page: PageFigures, floor: PageFigures): Verdict[] => [
  {
    target: 'performanceBelowFloor',
    pass: page.performance >= floor.performance - targets.performanceBelowFloor,
  },
  { target: 'lcpRatioToFloor', pass: ratio(page.lcpMs, floor.lcpMs) <= targets.lcpRatioToFloor },
  { target: 'tbtMs', pass: page.tbtMs <= tbtLimitMs(floor) },
  { target: 'cls', pass: page.cls <= targets.cls },
  { target: 'accessibility', pass: page.accessibility >= targets.accessibility },
  {
    target: 'scriptOverFloorBytes',
    pass: page.scriptBeforePaintBytes <= floor.scriptBeforePaintBytes + targets.scriptOverFloorBytes,
  },
];
