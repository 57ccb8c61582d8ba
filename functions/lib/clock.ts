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

let lastStamp = 0;

/**
 * The pool time to record when something happened (an audit line, a sign-up, an entry made, a mail
 * received): what every page shows beside the pool's deadlines. While the demo clock stands still,
 * stamps taken one after another in this process are a millisecond apart, so records keep the order
 * they were made in; a clock moved back starts again from its new time.
 */
export const stampNow = (): Date => {
  const poolTime = now().getTime();
  const stamp = poolTime <= lastStamp && lastStamp - poolTime < 1000 ? lastStamp + 1 : poolTime;
  lastStamp = stamp;
  return new Date(stamp);
};
