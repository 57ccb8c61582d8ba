import { afterAll } from 'vitest';

/** Runs the local stack's pool clock from `iso` at `speed` pool seconds per real second (0 pins it there). */
export const runPoolClock = (iso: string, speed = 0) => {
  process.env.POOL_NOW = iso;
  process.env.POOL_CLOCK_SPEED = String(speed);
};

/** Pins the clock again when the file ends, so the next file in this worker starts on a still clock. */
export const stopPoolClockAfterAll = () =>
  afterAll(() => {
    process.env.POOL_CLOCK_SPEED = '0';
  });
