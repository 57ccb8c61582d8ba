/**
 * Resolves in a task of its own, so the browser can paint and answer a tap between two pieces of
 * work (a phone counts every task over 50 ms as blocking it). A message to a fresh channel, as React's
 * scheduler does: each wait is its own task, in the order they were asked for, and unlike a timer it
 * is not slowed in a background tab. (`scheduler.yield` was tried: Chromium ran two waits asked for
 * together in one task.)
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
