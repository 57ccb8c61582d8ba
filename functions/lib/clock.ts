import { config } from './config';

interface Anchor {
  pinned: string;
  speed: number;
  /** The pool time and the real time when this POOL_NOW and speed were first read. */
  poolStart: number;
  realStart: number;
}

let anchor: Anchor | undefined;

/**
 * The one clock every deadline, job and seed decision reads. POOL_NOW (an ISO time) sets the pool's
 * time when first read; POOL_CLOCK_SPEED moves it on from there (0 = frozen, 1 = real time, 60 = a
 * pool hour per real minute). Unset or 'now' is real time. A new POOL_NOW or speed starts again from
 * the new value, so a test that moves POOL_NOW moves the clock. With testing off (a deployment that
 * did not turn it on) both are ignored: the clock is the real one.
 */
export const now = (): Date => {
  const pinned = config.poolNow();
  if (!pinned || pinned === 'now' || !config.testingEnabled()) return new Date();
  const speed = config.poolClockSpeed();
  if (anchor?.pinned !== pinned || anchor.speed !== speed) {
    const poolStart = new Date(pinned).getTime();
    if (Number.isNaN(poolStart)) throw new Error(`POOL_NOW is not an ISO time: ${pinned}`);
    anchor = { pinned, speed, poolStart, realStart: Date.now() };
  }
  return new Date(anchor.poolStart + (Date.now() - anchor.realStart) * anchor.speed);
};
