import { config } from '../../functions/lib/config';

/** Thursday of Week 15, before its first kickoff: the bundled season plays as if live. */
export const DEMO_NOW = '2025-12-11T17:00:00.000Z';

/**
 * The start-up banner's clock line, as the pool clock (functions/lib/clock.ts) will run: pinned by
 * POOL_NOW, running from it at POOL_CLOCK_SPEED, or real time. Unset, POOL_NOW becomes the demo time.
 * With testing off the clock is the real one whatever POOL_NOW and POOL_CLOCK_SPEED say, and the
 * line says so.
 */
export const describeClock = (realNow: Date = new Date()): string => {
  const pinned = process.env.POOL_NOW?.trim();
  if (!config.testingEnabled()) {
    const ignored = pinned || process.env.POOL_CLOCK_SPEED?.trim();
    return `real time (${realNow.toISOString()})${ignored ? '; POOL_TESTING=off ignores POOL_NOW and POOL_CLOCK_SPEED' : ''}`;
  }
  if (!pinned) {
    process.env.POOL_NOW = DEMO_NOW;
    return `${DEMO_NOW} (demo time: Thursday 2025-12-11 12:00 America/New_York, Week 15 before its first kickoff; POOL_NOW=now for the real clock)`;
  }
  if (pinned === 'now') return `real time (${realNow.toISOString()})`;
  const speed = config.poolClockSpeed();
  const start = new Date(pinned).toISOString();
  return speed === 0
    ? `${start} (pinned by POOL_NOW)`
    : `${start} (POOL_NOW), running at ${speed}x real time (POOL_CLOCK_SPEED)`;
};
