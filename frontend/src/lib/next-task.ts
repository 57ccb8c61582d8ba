/**
 * Resolves in a later task, so the browser can paint and answer a tap between two pieces of work
 * (a phone counts every task over 50 ms as blocking it). `scheduler.yield` where the browser has it
 * (Chromium), which runs the rest ahead of other waiting tasks; a timer elsewhere.
 */
export const nextTask = (): Promise<void> =>
  'scheduler' in globalThis && typeof globalThis.scheduler.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
