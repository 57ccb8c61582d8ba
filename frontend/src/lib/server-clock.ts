/** How far the pool's clock runs ahead of this browser's, from the last API answer (0 until one came). */
let offsetMs = 0;

/** The server's Date minus the browser's time when the answer came, or null without a readable Date. */
export const clockOffset = (dateHeader: string | null, receivedAtMs: number): number | null => {
  if (!dateHeader) return null;
  const serverMs = Date.parse(dateHeader);
  return Number.isNaN(serverMs) ? null : serverMs - receivedAtMs;
};

/** Every /api answer carries the pool's clock in its Date header: remember how far off ours is. */
export const recordServerDate = (headers: Headers): void => {
  const offset = clockOffset(headers.get('date'), Date.now());
  if (offset !== null) offsetMs = offset;
};

/** The pool's time now (ms), by the last answer's clock: what decides when each game locks. */
export const serverNow = (): number => Date.now() + offsetMs;
